import { useEffect } from 'react'
import { buildValues } from '../../config/public-settings'
import { site } from '../../config/site-config'
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
    const id = site.marketingAutomation.trackingScriptId
    if (document.getElementById(id)) return
    const script = document.createElement('script')
    script.id = id
    script.src = url
    script.async = true
    script.defer = true
    document.body.appendChild(script)
  }, [choice, url])
  return null
}
