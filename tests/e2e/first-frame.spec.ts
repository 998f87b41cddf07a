import { expect, test } from '@playwright/test'

// CLS 0 on a slow phone: the parser may yield at any point of the page, and the browser
// paints what it has. The page's head holds the first paint until the parser reaches `<main>`
// (src/render-body.tsx, `<link rel="expect" blocking="render">`): the whole header, the cookie
// banner included, so nothing in it is painted half built and then moved by its later parts. To make the parser yield
// mid-header here, a script that takes 600 ms to arrive is put just before the main navigation.
for (const path of ['/pricing', '/blog/why-125khz-prox-cards-are-easy-to-clone']) {
  test(`${path}: the first frame already has the whole header`, async ({ page }) => {
    await page.route('**/parser-delay.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600))
      await route.fulfill({ contentType: 'text/javascript', body: '' })
    })
    await page.route(
      (url) => url.pathname === path,
      async (route) => {
        const response = await route.fetch()
        const html = await response.text()
        expect(html).toContain('<nav aria-label="Main"')
        await route.fulfill({
          response,
          body: html.replace('<nav aria-label="Main"', '<script src="/parser-delay.js"></script><nav aria-label="Main"'),
        })
      },
    )
    await page.addInitScript(() => {
      requestAnimationFrame(() => {
        const w = window as unknown as { firstFrameHasNav: boolean }
        w.firstFrameHasNav = document.querySelector('header nav[aria-label="Main"]') !== null
      })
    })
    await page.goto(path)
    await expect.poll(() => page.evaluate(() => (window as unknown as { firstFrameHasNav?: boolean }).firstFrameHasNav)).toBe(true)
  })
}
