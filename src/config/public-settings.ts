import type { AbCampaign } from '../lib/ab-testing/ab-testing'
import type { PublicSettings } from './site-config'

/**
 * What the build hands to browser and HTML-rendering code: the public settings and the A/B
 * campaigns of the CMS. src/node/client-build.ts defines `__THRESHOLD_BUILD__` with webpack's
 * DefinePlugin, so a change to either changes the compiled code and re-renders every page.
 */
export interface BuildValues {
  settings: PublicSettings
  abCampaigns: AbCampaign[]
}

declare const __THRESHOLD_BUILD__: BuildValues | undefined

/** Outside webpack (unit tests) the defaults of readServiceSettings({}) with no campaigns. */
const OUTSIDE_WEBPACK: BuildValues = {
  settings: {
    cookieBanner: { style: 'new', hidden: false },
    trackingScriptUrl: null,
    formsHost: '',
    hubspotForms: null,
    geolocation: null,
  },
  abCampaigns: [],
}

export const buildValues: BuildValues = typeof __THRESHOLD_BUILD__ === 'undefined' ? OUTSIDE_WEBPACK : __THRESHOLD_BUILD__
