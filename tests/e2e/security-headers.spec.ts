import { expect, test, type Page } from '@playwright/test'
import { embedUrl, parseVideoUrl } from '../../src/lib/media/video'
import { pageWithBlock } from '../helpers/site-dataset'
import { CLASSIC_PAGE, TRACKING_URL } from './consent-helpers'
import { afterFrames, moduleClass, uniqueEmail, waitForHydration } from './helpers'
import { expectSecurityHeaders, settle, watchCsp } from './security-helpers'

// docs/deploy.md, "Security headers": pages are served (by `npm run serve`, scripts/dev/serve.ts)
// with the headers gatsby-config declares, and nothing a page does, before or after consent, with
// search open, after a form post or with a video playing, breaks its Content-Security-Policy. Every
// route of docs/routes.txt at rest is checked in routes.spec.ts. The caching headers, compression
// and the trailing-slash redirect, HTTP alone tells: tests/site/security-headers.test.ts.

test('an injected inline script or foreign script is blocked, and the watcher sees it', async ({ page }) => {
  const csp = await watchCsp(page)
  await page.goto('/pricing')
  await waitForHydration(page)
  const ran = await page.evaluate(async () => {
    const w = window as unknown as { injected?: boolean }
    const inline = document.createElement('script')
    inline.textContent = 'window.injected = true'
    document.body.appendChild(inline)
    const foreign = document.createElement('script')
    foreign.src = 'https://attacker.example/x.js'
    const blocked = new Promise((resolve) => (foreign.onerror = resolve))
    document.body.appendChild(foreign)
    await blocked
    return w.injected === true
  })
  expect(ran).toBe(false)
  await expect
    .poll(async () => (await csp.violations()).join('\n'))
    .toMatch(/script-src(-elem)? blocked inline[\s\S]*script-src(-elem)? blocked https:\/\/attacker\.example/)
})

test('an injected <style> element is not applied, and the watcher sees it; the built ones are', async ({ page }) => {
  const csp = await watchCsp(page)
  await page.goto('/pricing')
  await waitForHydration(page)
  const colour = await page.evaluate(() => {
    const style = document.createElement('style')
    style.textContent = 'body { background-color: rgb(255, 0, 0) !important; }'
    document.head.appendChild(style)
    return getComputedStyle(document.body).backgroundColor
  })
  expect(colour).not.toBe('rgb(255, 0, 0)')
  await expect.poll(async () => (await csp.violations()).join('\n')).toMatch(/style-src-elem blocked inline/)
  // The tokens' style (the layers' order and the design tokens) applies: a token resolves.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--laika-space-4').trim())).not.toBe('')
})

test('a page not found: the security headers, and no CSP violation', async ({ page }) => {
  const csp = await watchCsp(page)
  const missing = await page.goto('/no-such-page')
  expect(missing?.status()).toBe(404)
  await expectSecurityHeaders(missing)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await settle(page)
  expect(await csp.violations()).toEqual([])
})

test.describe('as a first-time visitor', () => {
  test.use({ storageState: { cookies: [], origins: [] } })

  test('after Accept the tracking script loads and runs within the policy', async ({ page }) => {
    const csp = await watchCsp(page)
    await page.goto(CLASSIC_PAGE)
    await waitForHydration(page)
    const tracking = page.waitForResponse(TRACKING_URL)
    await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept all' }).click()
    expect((await tracking).status()).toBe(200)
    await settle(page)
    expect(await csp.violations()).toEqual([])
  })
})

test('with the search overlay open and a query typed, no CSP violation', async ({ page }) => {
  const csp = await watchCsp(page)
  await page.goto('/')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Search' })
  await dialog.getByRole('searchbox', { name: 'Search the site' }).pressSequentially('access')
  await expect(dialog.locator('[data-search-hit]').first()).toBeVisible()
  await settle(page)
  expect(await csp.violations()).toEqual([])
})

/**
 * The forms a page posts (SPEC 7.7, docs/forms.md). Each case submits from the page; the site's own
 * forms, once on the pages, get a case that fills and submits them in the page.
 */
/** The post a form sends to the forms host, answered. */
const formPost = (page: Page, formId: string) =>
  page.waitForResponse((r) => r.url().includes(`/forms/submit/${formId}`) && r.request().method() === 'POST')

const FORM_POSTS: { name: string; route: string; submit: (page: Page) => Promise<number> }[] = [
  {
    name: 'the contact form is submitted',
    route: '/contact-us',
    submit: async (page) => {
      const form = page.locator('form[action$="/forms/submit/contact"]')
      // The form's code loads on its first use (docs/forms.md, "Loading"): the first field typed in
      // starts it, and the live form (novalidate) takes over with what was typed.
      await form.locator('[name="name"]').fill('Ada Lovelace')
      await expect(form).toHaveAttribute('novalidate', '', { timeout: 20_000 })
      await form.locator('[name="email"]').fill(uniqueEmail('csp'))
      await form.locator('[name="message"]').fill('Checking the security policy.')
      const answered = formPost(page, 'contact')
      await form.locator('button[type="submit"]').click()
      const status = (await answered).status()
      await page.waitForURL('**/contact-us/thank-you')
      return status
    },
  },
  {
    name: 'the footer newsletter is submitted',
    route: '/pricing',
    submit: async (page) => {
      const form = page.locator('footer form').filter({ has: page.getByLabel('Subscribe to our newsletter!') })
      await form.getByLabel('Subscribe to our newsletter!').fill(uniqueEmail('csp'))
      const answered = formPost(page, 'footerNewsletter')
      await form.getByRole('button', { name: 'Submit' }).click()
      const status = (await answered).status()
      await expect(form).toContainText('Thanks for connecting')
      return status
    },
  },
]

for (const form of FORM_POSTS) {
  test(`after ${form.name}, no CSP violation`, async ({ page }) => {
    test.setTimeout(90_000) // the first post loads the function and opens its store
    const csp = await watchCsp(page)
    await page.goto(form.route)
    await waitForHydration(page)
    expect(await form.submit(page)).toBe(201)
    await settle(page)
    expect(await csp.violations()).toEqual([])
  })
}

test('after a video is played, the player frame loads within the policy', async ({ page }) => {
  test.setTimeout(60_000) // a page with images, its player frame, then the settling
  const found = pageWithBlock('videoEmbed', (b) => parseVideoUrl(String(b.url)) !== undefined)
  expect(found, 'the dataset needs a videoEmbed').toBeDefined()
  const block = found?.block as unknown as { url: string; title: string }
  // The video host is not reachable from the tests; answer for it so the player frame loads.
  await page.route(/youtube\.com|vimeo\.com|ytimg\.com/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>player</title>' }),
  )
  const csp = await watchCsp(page)
  await page.goto(found?.doc.href as string)
  await waitForHydration(page)
  const button = page.getByRole('button', { name: `Play video: ${block.title}` })
  await button.scrollIntoViewIfNeeded()
  const playerUrl = embedUrl(parseVideoUrl(block.url)!).split('?')[0] as string
  const frameLoaded = page.waitForResponse((r) => r.url().startsWith(playerUrl))
  // The frame's URL is its player's only once its navigation commits, which can come after the
  // response: wait for that commit rather than look for the frame once (it failed so in CI).
  const playerFrame = page.waitForEvent('framenavigated', { predicate: (frame) => frame.url().startsWith(playerUrl) })
  await button.click()
  await expect(page.locator(`${moduleClass('VideoEmbed', 'video')} iframe`)).toHaveCount(1)
  expect((await frameLoaded).status()).toBe(200)
  // Not settle(): Playwright's network idle waits for every frame's, and the player is a frame of
  // another origin (its own process), whose idle it does not always report (microsoft/playwright
  // #2258 and later): in a full run on a loaded machine it once never came. The player's own load
  // event, then the page's next frames, are what the policy's checks need.
  await (await playerFrame).waitForLoadState('load')
  await afterFrames(page)
  expect(await csp.violations()).toEqual([])
})
