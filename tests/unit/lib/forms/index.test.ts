import { fieldErrors, findForm, forms, validateSubmission } from '../../../../src/lib/forms'
import { buildSchema } from '../../../../src/lib/forms/fields'

const lead = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+441234567',
  company: 'Engines',
  country: 'United Kingdom',
}

describe('the forms and their schemas (SPEC 3.8, 5.1)', () => {
  it('has quote, demo, resellers, footerNewsletter and contact', () => {
    expect(Object.keys(forms).sort()).toEqual(['contact', 'demo', 'footerNewsletter', 'quote', 'resellers'])
    expect(findForm('quote')?.id).toBe('quote')
    expect(findForm('toString')).toBeUndefined()
    expect(findForm('nope')).toBeUndefined()
  })

  it('gives every field, smart field and tracking field a maximum length', () => {
    for (const form of Object.values(forms)) {
      for (const field of form.fields) expect(field.maxLength).toBeGreaterThan(0)
      for (const field of form.smartFields) expect(field.maxLength).toBeGreaterThan(0)
    }
  })

  it('uses the lead messages on lead forms and Required. on the contact form (SPEC 5.1)', async () => {
    expect(forms.footerNewsletter.kind).toBe('lead')
    const newsletter = await validateSubmission(forms.footerNewsletter, {})
    expect(newsletter).toEqual({ ok: false, errors: { email: ['This field is required'] } })
    const contact = await validateSubmission(forms.contact, { email: 'a@b.co' })
    expect(contact.ok === false && contact.errors).toEqual({ name: ['Required.'], message: ['Required.'] })
  })

  it('the newsletter has one email field labelled as SPEC 5.2 says', () => {
    expect(forms.footerNewsletter.fields.map((f) => [f.name, f.type, f.required, f.label, f.placeholder])).toEqual([
      ['email', 'email', true, 'Subscribe to our newsletter!', 'sales@threshold.example'],
    ])
  })

  it('keeps the fields, smart fields and tracking fields (SPEC 3.8), trimmed, and drops unknown ones', async () => {
    const result = await validateSubmission(forms.quote, {
      ...lead,
      doors: 12,
      industry: 'fitness',
      _url: 'https://www.threshold.example/quote',
      _title: 'Get a quote',
      _info: 'abc123',
      _embedded_user_id: 'client-1',
      _submission_id: 'sub_0123456789',
      firstName: '  Ada  ',
      isAdmin: 'true',
      jobTitle: '',
    })
    expect(result).toEqual({
      ok: true,
      values: {
        ...lead,
        doors: '12',
        industry: 'fitness',
        _url: 'https://www.threshold.example/quote',
        _title: 'Get a quote',
        _info: 'abc123',
        _embedded_user_id: 'client-1',
        _submission_id: 'sub_0123456789',
      },
    })
  })

  it('reports every message of every invalid field', async () => {
    const result = await validateSubmission(forms.quote, { ...lead, email: 'nope', phone: '12', doors: '0', _url: 'x'.repeat(3000) })
    expect(result).toEqual({
      ok: false,
      errors: {
        email: ['Please fill in an email'],
        phone: ['Must be a valid phone number'],
        doors: ['Must be at least 1'],
        _url: ['Too long'],
      },
    })
  })

  it('refuses lists and objects in JSON posts, and a malformed submission id', async () => {
    const result = await validateSubmission(forms.footerNewsletter, { email: ['a@b.co'], _submission_id: 'short' })
    expect(result.ok === false && result.errors).toEqual({
      email: ['Must be text', 'This field is required'],
      _submission_id: ['Must be 8 to 64 letters, digits, - or _'],
    })
  })
})

describe('fieldErrors: the browser lists every message of a field (SPEC 5.4)', () => {
  it('gives each failing rule of a field, in the order the schema checks them, not only the first', () => {
    const schema = buildSchema(
      [
        { name: 'code', label: 'Code', type: 'email', required: true, maxLength: 50, minLength: 8 },
        { name: 'name', label: 'Name', type: 'text', required: true, maxLength: 10 },
      ],
      'lead',
    )
    expect(fieldErrors(schema, { code: 'ab@', name: '' })).toEqual({
      code: ['Must be at least 8 characters long', 'Please fill in an email'],
      name: ['This field is required'],
    })
    expect(fieldErrors(schema, { code: 'ada@lovelace.example', name: 'Ada' })).toEqual({})
  })
})
