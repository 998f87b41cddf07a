import { quoteForm } from '../../../../src/lib/forms/quote'
import { combinedErrors, errorDisplay, fieldDisplayOrder, isRequired, labelText, submitLabel } from '../../../../src/lib/forms/display'

// SPEC 5.4: labels and error display.
describe('labels (SPEC 5.4)', () => {
  it("shows '*' only when the field has a 'required' rule", () => {
    expect(isRequired([{ ruleName: 'email' }, { ruleName: 'required' }])).toBe(true)
    expect(labelText('Work email', [{ ruleName: 'required' }])).toBe('Work email *')
    expect(labelText('Message', [{ ruleName: 'max' }])).toBe('Message')
    expect(labelText('Message', [])).toBe('Message')
  })
})

describe('errors (SPEC 5.4)', () => {
  it("combines the visible validation errors and the server's, each once", () => {
    expect(combinedErrors(['Too long'], ['Must be a valid phone number', 'Too long'])).toEqual(['Too long', 'Must be a valid phone number'])
    expect(combinedErrors([], [])).toEqual([])
  })

  it("highlights the label without a list when the only error contains 'required', as written (lead forms)", () => {
    expect(errorDisplay(['This field is required'])).toEqual({ invalid: true, list: [] })
    expect(errorDisplay(['Your answer is required here'])).toEqual({ invalid: true, list: [] })
  })

  it("lists the generic and smart fields' 'Required.': it does not contain 'required' as written (SPEC 5.1, 5.4)", () => {
    expect(errorDisplay(['Required.'])).toEqual({ invalid: true, list: ['Required.'] })
    expect(errorDisplay(['REQUIRED'])).toEqual({ invalid: true, list: ['REQUIRED'] })
  })

  it('lists every error otherwise', () => {
    expect(errorDisplay(['Please fill in an email'])).toEqual({ invalid: true, list: ['Please fill in an email'] })
    expect(errorDisplay(['This field is required', 'Too long'])).toEqual({ invalid: true, list: ['This field is required', 'Too long'] })
    expect(errorDisplay([])).toEqual({ invalid: false, list: [] })
  })
})

describe('submit button label (SPEC 5.4)', () => {
  it("falls back from the value to the label, the name, then 'Submit'", () => {
    expect(submitLabel({ value: 'Send request', label: 'Go', name: 'send' })).toBe('Send request')
    expect(submitLabel({ value: '', label: 'Go', name: 'send' })).toBe('Go')
    expect(submitLabel({ name: 'send' })).toBe('send')
    expect(submitLabel({})).toBe('Submit')
  })
})

describe('field order (/quote)', () => {
  it('shows the required fields first, then the optional ones, and the message last, keeping the order within each', () => {
    const names = fieldDisplayOrder(quoteForm.fields).map((f) => f.name)
    expect(names).toEqual([
      'firstName',
      'lastName',
      'email',
      'phone',
      'company',
      'country',
      'state',
      'doors',
      'jobTitle',
      'sites',
      'message',
    ])
  })
  it('puts the smart fields the server adds by the same rule, before the message', () => {
    const smart = [
      { name: 'industry', type: 'select', required: true },
      { name: 'currentSystem', type: 'text', required: false },
    ]
    const names = fieldDisplayOrder([...quoteForm.fields, ...smart]).map((f) => f.name)
    expect(names.indexOf('industry')).toBeLessThan(names.indexOf('jobTitle'))
    expect(names.indexOf('currentSystem')).toBeGreaterThan(names.indexOf('doors'))
    expect(names.at(-1)).toBe('message')
  })
})
