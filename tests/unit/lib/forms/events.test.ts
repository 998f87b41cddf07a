import { FORM_EVENTS, formEventEntry } from '../../../../src/lib/forms/events'

// SPEC 4.5 steps 3 and 4: a success event, an error event.
describe('the lead-form events (SPEC 4.5)', () => {
  it('names a DOM event and a dataLayer entry carrying the form id for each outcome', () => {
    expect(FORM_EVENTS.success.dom).toBe('threshold:form-success')
    expect(FORM_EVENTS.error.dom).toBe('threshold:form-error')
    expect(formEventEntry('success', 'quote')).toEqual({ event: 'form_submit_success', form_id: 'quote' })
    expect(formEventEntry('error', 'demo')).toEqual({ event: 'form_submit_error', form_id: 'demo' })
  })
})
