import { useEffect } from 'react'
import { buildValues } from '../../config/public-settings'
import { site } from '../../config/site-config'
import { addThirdPartyScript } from '../../lib/consent/third-party-script'
import { useConsent } from './ConsentProvider'

/**
 * The marketing-automation tracking script (SPEC 2.1, 7.10), for the classic layout: added when the
 * layout first appears, or when the visitor accepts on it, never before consent. Once per page
 * load: HubSpot's script follows in-app navigation itself. Its URL is a setting
 * (docs/consent.md); without one nothing loads.
 */
export function TrackingScript(): null {
  const { choice } = useConsent()
  const url = buildValues.settings.trackingScriptUrl
  useEffect(() => {
    if (choice !== 'accepted' || !url) return
    // Nothing waits for it: a failed load is the provider's, as with any tracking script.
    addThirdPartyScript(site.marketingAutomation.trackingScriptId, url, { defer: true }).catch(() => undefined)
  }, [choice, url])
  return null
}
