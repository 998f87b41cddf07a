import { get } from '../helpers/served-site'

// SPEC 2.6 (docs/consent.md): the cookie banner is in the served build's HTML, before any script
// runs (the banner, the consent handler and the tracking script in Chromium: tests/e2e/consent.spec.ts).

test('the new banner is in the static HTML, before the skip link, with the text of SPEC 2.6', async () => {
  const html = await (await get('/')).text()
  expect(html).toContain('Enable cookies to help us improve your experience.')
  expect(html.indexOf('data-cookie-banner="new"')).toBeLessThan(html.indexOf('Skip to content'))
})
