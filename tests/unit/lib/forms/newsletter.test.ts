import { NEWSLETTER_INITIAL, newsletterReducer, submissionIdFor, type NewsletterState } from '../../../../src/lib/forms/newsletter'
import { newsletterEmailErrors } from '../../../../src/lib/forms/newsletter-submit'
import { footerNewsletterForm } from '../../../../src/lib/forms/footer-newsletter'

const ids = (...list: string[]) => {
  const queue = [...list]
  return () => queue.shift() ?? 'exhausted-id'
}

describe('the footer newsletter states (SPEC 4.4)', () => {
  it('goes idle → loading → submitted, and never back from submitted', () => {
    const loading = newsletterReducer(NEWSLETTER_INITIAL, { type: 'submit', email: 'a@b.co', id: 'id-00000001' })
    expect(loading).toEqual({ status: 'loading', errors: [], submission: { id: 'id-00000001', email: 'a@b.co' } })
    const submitted = newsletterReducer(loading, { type: 'succeeded' })
    expect(submitted.status).toBe('submitted')
    for (const action of [
      { type: 'submit', email: 'c@d.co', id: 'id-00000002' },
      { type: 'failed' },
      { type: 'invalid', errors: ['x'] },
    ] as const) {
      expect(newsletterReducer(submitted, action)).toBe(submitted)
    }
  })

  it('ignores a second submit while loading', () => {
    const loading = newsletterReducer(NEWSLETTER_INITIAL, { type: 'submit', email: 'a@b.co', id: 'id-00000001' })
    expect(newsletterReducer(loading, { type: 'submit', email: 'a@b.co', id: 'id-00000002' })).toBe(loading)
  })

  it('fails without losing the e-mail, and a retry with the same e-mail reuses the submission id', () => {
    const loading = newsletterReducer(NEWSLETTER_INITIAL, { type: 'submit', email: 'a@b.co', id: 'id-00000001' })
    const failed = newsletterReducer(loading, { type: 'failed' })
    expect(failed).toEqual({ status: 'failed', errors: [], submission: { id: 'id-00000001', email: 'a@b.co' } })
    expect(submissionIdFor(failed, 'a@b.co', ids('id-00000002'))).toBe('id-00000001')
    expect(submissionIdFor(failed, 'x@y.co', ids('id-00000003'))).toBe('id-00000003')
    expect(submissionIdFor(NEWSLETTER_INITIAL, 'a@b.co', ids('id-00000004'))).toBe('id-00000004')
  })

  it("shows the forms host's field messages (422) at the field, back to idle", () => {
    const loading = newsletterReducer(NEWSLETTER_INITIAL, { type: 'submit', email: 'a@b', id: 'id-00000001' })
    expect(newsletterReducer(loading, { type: 'failed', errors: ['Please fill in an email'] })).toMatchObject({
      status: 'idle',
      errors: ['Please fill in an email'],
    })
  })

  it('clears the messages when a submit starts', () => {
    const invalid: NewsletterState = newsletterReducer(NEWSLETTER_INITIAL, { type: 'invalid', errors: ['This field is required'] })
    expect(invalid).toMatchObject({ status: 'idle', errors: ['This field is required'] })
    expect(newsletterReducer(invalid, { type: 'submit', email: 'a@b.co', id: 'id-00000001' }).errors).toEqual([])
  })
})

describe("the newsletter's validation, from the shared schema (SPEC 5.1, 5.2)", () => {
  it('says the lead messages', async () => {
    expect(await newsletterEmailErrors('')).toEqual(['This field is required'])
    expect(await newsletterEmailErrors('   ')).toEqual(['This field is required'])
    expect(await newsletterEmailErrors('not-an-email')).toEqual(['Please fill in an email'])
    expect(await newsletterEmailErrors(`${'a'.repeat(250)}@b.co`)).toContain('Too long')
    expect(await newsletterEmailErrors('ada@example.com')).toEqual([])
  })

  it('sends a browser without JavaScript to the newsletter thank-you page', () => {
    expect(footerNewsletterForm.thankYouPath).toBe('/newsletter/thank-you')
    expect(footerNewsletterForm.fields.map((f) => [f.name, f.type, f.required, f.label])).toEqual([
      ['email', 'email', true, 'Subscribe to our newsletter!'],
    ])
  })
})
