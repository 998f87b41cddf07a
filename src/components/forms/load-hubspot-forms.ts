import { pushToDataLayer } from '../../lib/consent/data-layer'
import {
  HUBSPOT_FORMS_SCRIPT_ID,
  hubspotCreateOptions,
  type HubspotCreateOptions,
  type HubspotFormEvent,
} from '../../lib/forms/hubspot-embed'
import { addThirdPartyScript } from '../../lib/consent/third-party-script'

/** What HubSpot's forms script (embed v2) puts on the window. */
export interface Hbspt {
  forms: { create(options: HubspotCreateOptions): void }
}

let pending: Promise<Hbspt> | null = null

/**
 * Loads HubSpot's forms script once per page load, however many forms the page has, and resolves
 * with its `hbspt`. Called only after consent (SPEC 4.6, docs/consent.md); a failed load may be
 * tried again by the next form that mounts.
 */
function loadHubspotForms(url: string): Promise<Hbspt> {
  const ready = (): Hbspt | undefined => (window as { hbspt?: Hbspt }).hbspt
  const loaded = ready()
  if (loaded) return Promise.resolve(loaded)
  pending ??= addThirdPartyScript(HUBSPOT_FORMS_SCRIPT_ID, url)
    .then(() => {
      const hbspt = ready()
      if (!hbspt) throw new Error(`${url} did not define hbspt`)
      return hbspt
    })
    .catch((error: unknown) => {
      pending = null
      document.getElementById(HUBSPOT_FORMS_SCRIPT_ID)?.remove()
      throw error
    })
  return pending
}

/**
 * Loads the forms script and creates one form in the element `targetId`, its submits announced to
 * the dataLayer (SPEC 4.6). Imported lazily by `HubspotForm`, after consent.
 */
export async function embedHubspotForm(input: {
  scriptUrl: string
  portalId: string
  formId: string
  targetId: string
  themeClass?: string
  isCurrent: () => boolean
  onReady: () => void
}): Promise<void> {
  const hbspt = await loadHubspotForms(input.scriptUrl)
  if (!input.isCurrent()) return
  hbspt.forms.create(hubspotCreateOptions({ ...input, push: (event: HubspotFormEvent) => pushToDataLayer(event) }))
}
