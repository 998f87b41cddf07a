import { forms } from '../../../../src/lib/forms'
import { fieldRules } from '../../../../src/lib/forms/rules'
import { hintId, invalidRedirect, postedRedirects, sitePath } from '../../../../src/lib/forms/no-js'

// SPEC 4.5 without JavaScript: an invalid native post goes back to its page, naming the first
// invalid field and its rule, never what was typed.
describe('the no-JavaScript redirect of an invalid post', () => {
  it('goes back to the page, to the hint of the first invalid field in display order', () => {
    const errors = { phone: ['Must be a valid phone number'], email: ['Please fill in an email', 'Too long'] }
    expect(invalidRedirect(forms.quote, errors, 'https://www.threshold.example/quote')).toBe('/quote?invalid=email#quote-email-email')
    expect(invalidRedirect(forms.quote, { firstName: ['This field is required'] }, '/lp/offer')).toBe(
      '/lp/offer?invalid=firstName#quote-firstName-required',
    )
    expect(invalidRedirect(forms.contact, { message: ['Must be at least 10 characters long'] }, '/contact-us')).toBe(
      '/contact-us?invalid=message#contact-message-min',
    )
  })

  it("names the posted placement's hint (SPEC 9.4's suffix), and never a posted value that is not a suffix", () => {
    const errors = { email: ['Please fill in an email'] }
    expect(invalidRedirect(forms.quote, errors, '/quote', 'k3x9q2')).toBe('/quote?invalid=email#quote-k3x9q2-email-email')
    expect(invalidRedirect(forms.quote, errors, '/quote', '"><b>x</b>')).toBe('/quote?invalid=email#quote-email-email')
    expect(invalidRedirect(forms.quote, errors, '/quote', 'TOOLONG7')).toBe('/quote?invalid=email#quote-email-email')
  })

  it('has no page to go back to without a site path, or when no shown field is at fault', () => {
    expect(invalidRedirect(forms.quote, { email: ['Please fill in an email'] }, undefined)).toBeUndefined()
    expect(invalidRedirect(forms.quote, { _url: ['Too long'] }, '/quote')).toBeUndefined()
  })

  it("takes only a lower-case site path from the page URL, never another host's address", () => {
    expect(sitePath('https://evil.example/quote')).toBe('/quote')
    expect(sitePath('//evil.example')).toBe('/')
    expect(sitePath('/Quote<script>')).toBeUndefined()
    expect(sitePath('/a//b')).toBeUndefined()
    expect(sitePath(42)).toBeUndefined()
    expect(sitePath('')).toBeUndefined()
  })

  it('has a hint for every rule a field can break, so every redirect lands on one', () => {
    const doors = forms.quote.fields.find((f) => f.name === 'doors')
    expect(doors && fieldRules(doors, 'lead').map((r) => r.ruleName)).toEqual(['required', 'integer', 'min_value', 'max_value', 'max'])
    expect(hintId('quote', 'doors', 'max_value')).toBe('quote-doors-max_value')
  })
})

describe("a placement's redirects, posted by a form without JavaScript (SPEC 4.5 steps 3 and 4)", () => {
  it('takes paths of this site', () => {
    expect(postedRedirects({ _redirect_url: '/demo/thank-you', _error_redirect_url: '/contact-us' })).toEqual({
      success: '/demo/thank-you',
      error: '/contact-us',
    })
    expect(postedRedirects({})).toEqual({ success: undefined, error: undefined })
  })

  it('never another host, so the forms host is no open redirect', () => {
    for (const url of ['https://evil.example/', '//evil.example/x', 'javascript:alert(1)', '/UPPER', ' /quote']) {
      expect(postedRedirects({ _redirect_url: url }).success).toBeUndefined()
    }
  })
})
