import type { AbTestingApi } from '../../lib/ab-testing/ab-testing'
import { HUBSPOT_FALLBACK_LEAD } from '../../lib/forms/hubspot-embed'
import { whenAccepted } from '../consent/consent-store'
import type { HubspotFormProps } from './HubspotForm'

/**
 * An embedded HubSpot form (HubspotForm.tsx; SPEC 4.6, 4.7, 7.9): once the visitor has accepted
 * cookies (at once if they had), the message gives way to the form's place, and HubSpot's forms
 * script, fetched then and only here, creates the form in it. If the script fails, the block says
 * the form is not available. While the form-theme campaign shows the brand's variation, the form
 * and its container take the theme's class; a later change of variation reaches the container.
 */
export function mount(root: HTMLElement, props: unknown): () => void {
  const form = props as HubspotFormProps
  let stopTheme = (): void => undefined
  let current = true
  const stopWaiting = whenAccepted(() => {
    stopTheme = embed(root, form, () => current)
  })
  return () => {
    current = false
    stopWaiting()
    stopTheme()
  }
}

function embed(root: HTMLElement, { formId, portalId, scriptUrl, theme }: HubspotFormProps, isCurrent: () => boolean): () => void {
  const message = root.querySelector<HTMLElement>('[data-hubspot-message]')
  const place = root.querySelector<HTMLElement>('[data-hubspot-embed]')
  const target = place?.querySelector<HTMLElement>('[id]')
  if (!message || !place || !target) return () => undefined
  const ab = (window as { thresholdAb?: AbTestingApi }).thresholdAb
  const themed = (): boolean => ab?.get(theme.campaign) === theme.variation
  const applyTheme = (on = themed()): void => {
    for (const name of theme.containerClass.split(' ')) root.classList.toggle(name, on)
  }
  applyTheme()
  const unsubscribe = ab?.subscribe(() => applyTheme())
  const stopTheme = (): void => unsubscribe?.()
  root.setAttribute('data-view', 'form')
  message.hidden = true
  place.hidden = false
  // The embedding code is a chunk of its own, fetched only now, after consent.
  import('./load-hubspot-forms')
    .then(({ embedHubspotForm }) =>
      embedHubspotForm({
        scriptUrl,
        portalId,
        formId,
        targetId: target.id,
        themeClass: themed() ? theme.formClass : undefined,
        isCurrent,
        onReady: () => place.querySelector('[role="status"]')?.remove(),
      }),
    )
    .catch(() => {
      if (!isCurrent()) return
      stopTheme()
      applyTheme(false)
      root.setAttribute('data-view', 'unavailable')
      place.hidden = true
      message.hidden = false
      const lead = message.firstElementChild
      if (lead) lead.textContent = HUBSPOT_FALLBACK_LEAD.unavailable
    })
  return stopTheme
}
