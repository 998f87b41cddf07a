/**
 * Embedded marketing forms (SPEC 4.6, 4.7, 7.9): HubSpot's forms script creates the form from the
 * options built here, and the form's submit is announced to the dataLayer before and after. The
 * rules are pure, so the content validation, the component and the tests share them
 * (docs/forms.md, "Embedded HubSpot forms").
 */

/** A HubSpot form id is the form's GUID, as HubSpot's form editor shows it. */
export const HUBSPOT_FORM_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The id of the one forms script element, so pages with several forms load it once. */
export const HUBSPOT_FORMS_SCRIPT_ID = 'hs-forms-script'

/** SPEC 4.6: the dataLayer events before and after a submit, each carrying form_id. */
export const HUBSPOT_FORM_EVENTS = { before: 'hubspot_form_submit', after: 'hubspot_form_submitted' } as const

export interface HubspotFormEvent {
  event: (typeof HUBSPOT_FORM_EVENTS)[keyof typeof HUBSPOT_FORM_EVENTS]
  form_id: string
}

export function hubspotFormEvent(stage: keyof typeof HUBSPOT_FORM_EVENTS, formId: string): HubspotFormEvent {
  return { event: HUBSPOT_FORM_EVENTS[stage], form_id: formId }
}

/** The options of `hbspt.forms.create` we use (HubSpot's forms embed v2). */
export interface HubspotCreateOptions {
  portalId: string
  formId: string
  /** A CSS selector of the element the form is rendered into. */
  target: string
  /** SPEC 4.7: the theme's class, while the form-theme campaign's brand variation is active. */
  cssClass?: string
  onFormReady: () => void
  onBeforeFormSubmit: () => void
  onFormSubmitted: () => void
}

/**
 * The options for one form: the dataLayer gets SPEC 4.6's events, `onReady` tells the page the
 * form is shown. `push` is the dataLayer's push (a parameter, so tests hand it a list).
 */
export function hubspotCreateOptions(input: {
  portalId: string
  formId: string
  targetId: string
  themeClass?: string
  push: (event: HubspotFormEvent) => void
  onReady: () => void
}): HubspotCreateOptions {
  return {
    portalId: input.portalId,
    formId: input.formId,
    target: `#${input.targetId}`,
    ...(input.themeClass ? { cssClass: input.themeClass } : {}),
    onFormReady: input.onReady,
    onBeforeFormSubmit: () => input.push(hubspotFormEvent('before', input.formId)),
    onFormSubmitted: () => input.push(hubspotFormEvent('after', input.formId)),
  }
}

/**
 * What the block shows (SPEC 4.6, docs/consent.md), its `data-view`: nothing from HubSpot without a
 * portal or before consent, only a short message with a link to the quote form; after consent, the
 * form; a form whose script fails to load is unavailable.
 */
export type HubspotEmbedView = 'unavailable' | 'needs-consent' | 'form'

/**
 * What the block says in place of the form, before its link to the quote form: why the form is not
 * there. The embed that fails to load says it is not available.
 */
export const HUBSPOT_FALLBACK_LEAD: Record<Exclude<HubspotEmbedView, 'form'>, string> = {
  'needs-consent': 'This form is provided by HubSpot and appears once you accept cookies. ',
  unavailable: 'This form is not available right now. ',
}

/**
 * The content rule of a `hubspotForm` body block or section (docs/content-model.md): its form id is a
 * HubSpot form GUID. Undefined when it is, or when there is none (the content model requires one).
 */
export function hubspotFormIdProblem(formId: unknown): string | undefined {
  if (formId === undefined || formId === null || formId === '') return undefined
  if (typeof formId === 'string' && HUBSPOT_FORM_ID_PATTERN.test(formId)) return undefined
  return `${JSON.stringify(formId)} is not a HubSpot form id (a GUID like 0a1b2c3d-4e5f-6071-8293-a4b5c6d7e8f9)`
}
