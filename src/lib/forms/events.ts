/**
 * The success and error events of a lead-form post (SPEC 4.5 steps 3 and 4). Each fires twice,
 * for the two kinds of listener: a DOM `CustomEvent` on `window` (`detail: { formId }`) for the
 * site's own code, and an entry in the `dataLayer` (`{ event, form_id }`) for the tag manager,
 * which acts on it only after consent (docs/consent.md).
 */
export const FORM_EVENTS = {
  success: { dom: 'threshold:form-success', dataLayer: 'form_submit_success' },
  error: { dom: 'threshold:form-error', dataLayer: 'form_submit_error' },
} as const

export type FormOutcome = keyof typeof FORM_EVENTS

export function formEventEntry(outcome: FormOutcome, formId: string): { event: string; form_id: string } {
  return { event: FORM_EVENTS[outcome].dataLayer, form_id: formId }
}
