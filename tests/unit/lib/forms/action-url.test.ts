import { formsUrl } from '../../../../src/lib/forms/action-url'

describe('formsUrl (SPEC 7.7, 7.8)', () => {
  it("posts to the site's own functions by default, tenant threshold, route submit", () => {
    expect(formsUrl({ formsHost: '', formId: 'quote' })).toBe('/api/threshold/forms/submit/quote')
  })

  it('uses an outside forms host with the same paths', () => {
    expect(formsUrl({ formsHost: 'https://forms.example.com/', formId: 'footerNewsletter', route: 'smart-fields', tenant: 'acme' })).toBe(
      'https://forms.example.com/acme/forms/smart-fields/footerNewsletter',
    )
  })
})
