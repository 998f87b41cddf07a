import { useCallback, useSyncExternalStore } from 'react'
import { site } from '../../config/site-config'
import type { AbTestingApi } from '../../lib/ab-testing/ab-testing'

function api(): AbTestingApi | undefined {
  return typeof window === 'undefined' ? undefined : (window as { thresholdAb?: AbTestingApi }).thresholdAb
}

const noSubscription = (): (() => void) => () => undefined

/**
 * The active variation of `campaign` (SPEC 4.7), as chosen by the head script, and a setter for
 * choosing one by hand, which throws the SPEC 8 errors ('Campaign {name} not found', 'Incorrect
 * variation {variation} for campaign {name}'). Undefined during the build and hydration, which do
 * not know the visitor's variation: content variations are all in the HTML and CSS shows the active
 * one (`AbVariation`), so use this for what cannot be done in CSS.
 */
export function useAbVariation(campaign: string): [string | undefined, (variation: string) => void] {
  const variation = useSyncExternalStore(
    api()?.subscribe ?? noSubscription,
    () => api()?.get(campaign),
    () => undefined,
  )
  const set = useCallback(
    (next: string) => {
      const ab = api()
      if (!ab) throw new Error(`Campaign ${campaign} not found`)
      ab.set(campaign, next)
    },
    [campaign],
  )
  return [variation, set]
}

/**
 * SPEC 4.7: the CSS class embedded marketing forms get while the form-theme campaign
 * ('hubspotFormTheme') has the brand's variation ('threshold'), else undefined.
 */
export function useFormThemeClass(): string | undefined {
  const { formThemeCampaign, formThemeVariation, formThemeClass } = site.marketingAutomation
  const [variation] = useAbVariation(formThemeCampaign)
  return variation === formThemeVariation ? formThemeClass : undefined
}
