import { chromeFacts, linkedPaths, pathKey } from '../../../../src/lib/navigation/chrome-once'

// The build renders the chrome once for the pages with the same chromeFacts that it does not link to
// (src/layouts/chrome/chrome-renderer.tsx): the facts must tell apart every page whose chrome differs.
describe('chromeFacts', () => {
  it('is the same for the pages of one layout that show the same chrome', () => {
    expect(chromeFacts('/blog/a')).toBe(chromeFacts('/blog/b/'))
    expect(chromeFacts('/pricing')).toBe(chromeFacts('/customers/x'))
  })

  it.each([
    ['the layout (SPEC 2.1)', '/blog/a', '/customers/a'],
    ['the top banner, hidden on /quote (SPEC 2.4)', '/pricing', '/quote'],
    ['the top banner, hidden on /products/video-intercom (SPEC 2.4)', '/products/reader', '/products/video-intercom/'],
    ['a paid landing page (SPEC 2.14)', '/pricing', '/lp/offer'],
    ["the home page's 'Sign in' (SPEC 2.3)", '/pricing', '/'],
  ])('tells apart %s', (_, a, b) => {
    expect(chromeFacts(a)).not.toBe(chromeFacts(b))
  })
})

describe('pathKey', () => {
  it.each([
    ['/pricing/', '/pricing'],
    ['/pricing?plan=pro#top', '/pricing'],
    ['/caf%C3%A9/', '/café'],
    ['/', '/'],
    ['//', '/'],
    ['/bad%E0%A4%A', '/bad%E0%A4%A'],
  ])('%s → %s', (path, key) => expect(pathKey(path)).toBe(key))
})

describe('linkedPaths', () => {
  it("lists the keys of an HTML fragment's in-site links, not others", () => {
    const html =
      '<a href="/pricing/">P</a><a class="x" href="/a?b=1&amp;c=2">A</a><a href="https://example.com/x">E</a>' +
      '<a href="#main">S</a><a href="tel:+1">T</a><link href="/caf%C3%A9"><a data-href="/not">N</a>'
    expect([...linkedPaths(html)].sort()).toEqual(['/a', '/café', '/pricing'])
  })
})
