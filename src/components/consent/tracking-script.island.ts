import { addThirdPartyScript } from '../../lib/consent/third-party-script'
import { whenAccepted } from './consent-store'
import type { TrackingScriptProps } from './TrackingScript'

/** HubSpot's tracking script (TrackingScript.tsx), added once the visitor has accepted cookies. */
export function mount(_root: HTMLElement, props: unknown): () => void {
  const { url, id } = props as TrackingScriptProps
  return whenAccepted(() => {
    // Nothing waits for it: a failed load is the provider's, as with any tracking script.
    addThirdPartyScript(id, url, { defer: true }).catch(() => undefined)
  })
}
