import { isInAppLink, linkRel } from '../../src/lib/links'

// SPEC 2.18: the link handling rule.
describe('isInAppLink', () => {
  it.each(['/', '/pricing', '/blog/my-post', '/guides/physical-access-control-systems#the-parts'])('navigates in the app to %s', (href) => {
    expect(isInAppLink(href)).toBe(true)
  })

  it('navigates in the app to a route object', () => {
    expect(isInAppLink({ pathname: '/pricing' })).toBe(true)
  })

  it.each([
    ['an absolute URL', 'https://app.threshold.example/users/sign_in'],
    ['a protocol-relative URL', '//cdn.example.com/x'],
    ['a query string', '/academy/courses?label=Access%20Control'],
    ['a PDF', '/downloads/guide.pdf'],
    ['a PNG', '/images/a.png'],
    ['a JPG', '/images/a.JPG'],
    ['an SVG', '/logo.svg'],
    ['a JSON file', '/careers/offers.json'],
    ['a mail link', 'mailto:sales@threshold.example'],
    ['a phone link', 'tel:+14155550142'],
  ])('uses a full-page link for %s', (_what, href) => {
    expect(isInAppLink(href)).toBe(false)
  })

  it('uses a full-page link for anything opening in a new tab', () => {
    expect(isInAppLink('/pricing', true)).toBe(false)
    expect(isInAppLink({ pathname: '/pricing' }, true)).toBe(false)
  })
})

describe('linkRel', () => {
  it('adds noopener to new-tab links only', () => {
    expect(linkRel(true)).toBe('noopener')
    expect(linkRel(false)).toBeUndefined()
  })
})
