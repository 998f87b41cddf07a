import { expect, test, type Page } from '@playwright/test'
import {
  CLASSIC_PAGE,
  CONSENT_COOKIE,
  OTHER_CLASSIC_PAGE,
  TRACKING_URL,
  consentCookies,
  foreignRequests,
  waitForBannerCode,
} from './consent-helpers'
import { wcagViolations } from './axe'
import { afterFrames, waitForHydration } from './helpers'

// SPEC 2.6, 4.2, 7.10, 9.11: the cookie banner, the consent handler and the tracking script.
// These tests start as a first-time visitor: no cookies (the other specs run as one who declined).
test.use({ storageState: { cookies: [], origins: [] } })

const DAY_MS = 24 * 60 * 60 * 1000
const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' })

// That the banner is in the static HTML, before the skip link, HTTP alone tells: tests/site/consent.test.ts.
test('the new banner is first in the keyboard order, with the texts of SPEC 2.6', async ({ page }) => {
  await page.goto('/')
  await expect(banner(page)).toBeVisible()
  await expect(banner(page).getByText('Enable cookies to help us improve your experience.')).toBeVisible()
  await expect(banner(page).getByRole('button')).toHaveText(['Accept all', 'Decline'])
  const legal = banner(page).getByRole('link', { name: 'Cookie policy' })
  await expect(legal).toHaveAttribute('href', '/legal/cookies')
  await expect(legal).toHaveAttribute('target', '_blank')
  await waitForHydration(page)
  await page.keyboard.press('Tab')
  await expect(legal).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(banner(page).getByRole('button', { name: 'Accept all' })).toBeFocused()
})

test('Accept and Decline have the same prominence', async ({ page }) => {
  await page.goto('/')
  const [accept, decline] = await banner(page).getByRole('button').all()
  const look = (el: typeof accept) =>
    el!.evaluate((b) => {
      const s = getComputedStyle(b)
      const r = b.getBoundingClientRect()
      return { bg: s.backgroundColor, color: s.color, font: s.fontSize + s.fontWeight, height: r.height }
    })
  expect(await look(accept)).toEqual(await look(decline))
})

test('Decline: one click records the refusal, clears marketing cookies, and nothing is tracked on the next pages', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([
    { name: '__hstc', value: 'old', domain: '127.0.0.1', path: '/' },
    { name: '_ga', value: 'old', domain: '127.0.0.1', path: '/' },
  ])
  const foreign = foreignRequests(page, new URL(baseURL as string).origin)
  await page.goto(CLASSIC_PAGE)
  await waitForBannerCode(page)
  const before = Date.now()
  await banner(page).getByRole('button', { name: 'Decline' }).click()
  await expect(banner(page)).toBeHidden()

  const cookies = await context.cookies()
  expect(cookies.map((c) => c.name)).toEqual([CONSENT_COOKIE])
  const [consent] = await consentCookies(context)
  const [, expiry] = /^declined\.(\d+)$/.exec(consent!.value) ?? []
  // The expiry in the value is the cookie's own, 180 days ahead.
  expect(Number(expiry)).toBeGreaterThanOrEqual(before + 180 * DAY_MS - 1000)
  expect(Math.abs(consent!.expires * 1000 - Number(expiry))).toBeLessThan(1000)
  expect(await page.evaluate(() => JSON.stringify((window as unknown as { dataLayer: unknown[] }).dataLayer))).not.toContain('granted')

  await page.goto(OTHER_CLASSIC_PAGE)
  await page.locator('footer a[href="/press"]').click()
  await page.waitForURL('**/press')
  await page.waitForLoadState('networkidle')
  expect(foreign).toEqual([])

  await page.reload()
  await expect(banner(page)).toBeHidden()
  await page.waitForLoadState('networkidle')
  expect(foreign).toEqual([])
})

test('Accept: consent recorded and granted, and the tracking script loads on each classic page, once', async ({ page, context }) => {
  const scripts: string[] = []
  page.on('request', (r) => {
    if (r.url() === TRACKING_URL) scripts.push(r.url())
  })
  await page.goto(CLASSIC_PAGE)
  await waitForHydration(page)
  expect(scripts).toEqual([])
  await Promise.all([page.waitForRequest(TRACKING_URL), banner(page).getByRole('button', { name: 'Accept all' }).click()])
  await expect(banner(page)).toBeHidden()
  expect((await consentCookies(context))[0]?.value).toMatch(/^accepted\.\d+$/)
  await expect.poll(() => page.evaluate(() => (window as unknown as { trackingStandInLoads?: number }).trackingStandInLoads)).toBe(1)
  const consentCalls = await page.evaluate(() =>
    (window as unknown as { dataLayer: IArguments[] }).dataLayer
      .filter((e) => e[0] === 'consent')
      .map((e) => [e[1] as string, (e[2] as { analytics_storage: string }).analytics_storage]),
  )
  expect(consentCalls).toEqual([
    ['default', 'denied'],
    ['update', 'granted'],
  ])
  // The next classic page, a page load of its own, loads it once, granted at once by the head
  // script, the banner hidden; so does a new visit.
  await page.goto(OTHER_CLASSIC_PAGE)
  await expect(banner(page)).toBeHidden()
  await expect.poll(() => scripts.length).toBe(2)
  await page.waitForLoadState('networkidle')
  expect(await page.evaluate(() => (window as unknown as { trackingStandInLoads?: number }).trackingStandInLoads)).toBe(1)
  await page.reload()
  await expect(banner(page)).toBeHidden()
  await expect.poll(() => scripts.length).toBe(3)
})

test('Accept on a main page loads nothing there, and the script on the next page of the classic layout', async ({ page, baseURL }) => {
  const foreign = foreignRequests(page, new URL(baseURL as string).origin)
  await page.goto('/pricing')
  await waitForHydration(page)
  await banner(page).getByRole('button', { name: 'Accept all' }).click()
  await page.waitForLoadState('networkidle')
  expect(foreign).toEqual([])
  await Promise.all([page.waitForRequest(TRACKING_URL), page.goto(CLASSIC_PAGE)])
  expect(foreign).toEqual([TRACKING_URL])
})

test("withdraw: 'Cookie settings' reopens the banner, and Decline clears the tracker's cookies", async ({ page, context }) => {
  await page.goto(CLASSIC_PAGE)
  await waitForHydration(page)
  await Promise.all([page.waitForRequest(TRACKING_URL), banner(page).getByRole('button', { name: 'Accept all' }).click()])
  await expect.poll(async () => (await context.cookies()).map((c) => c.name).sort()).toEqual(['__hstc', 'hubspotutk', CONSENT_COOKIE])

  const settings = page.locator('footer').getByRole('button', { name: 'Cookie settings' })
  await settings.click()
  await expect(banner(page)).toBeVisible()
  // The banner takes the focus, so a keyboard user is not left at the foot of the page.
  await expect(banner(page).locator(':scope > div')).toBeFocused()
  await banner(page).getByRole('button', { name: 'Decline' }).click()
  await expect(banner(page)).toBeHidden()
  await expect(settings).toBeFocused()
  expect((await context.cookies()).map((c) => c.name)).toEqual([CONSENT_COOKIE])
  expect((await consentCookies(context))[0]?.value).toMatch(/^declined\.\d+$/)

  const scripts: string[] = []
  page.on('request', (r) => {
    if (r.url() === TRACKING_URL) scripts.push(r.url())
  })
  await page.goto(OTHER_CLASSIC_PAGE)
  await page.waitForLoadState('networkidle')
  expect(scripts).toEqual([])
})

for (const [footer, route] of [
  ['main', '/'],
  ['classic', CLASSIC_PAGE],
  ['slim', '/quote'],
  ['design-system (slim)', '/laika'],
] as const) {
  test(`the ${footer} footer's 'Cookie settings' reopens the banner after a choice`, async ({ page }) => {
    await page.goto(route)
    await waitForHydration(page)
    await banner(page).getByRole('button', { name: 'Decline' }).click()
    await expect(banner(page)).toBeHidden()
    await page.locator('footer').getByRole('button', { name: 'Cookie settings' }).click()
    await expect(banner(page)).toBeVisible()
  })
}

test('of several do-not-track cookies the latest expiry wins', async ({ page, context }) => {
  const later = Date.now() + 90 * DAY_MS
  await context.addCookies([
    { name: CONSENT_COOKIE, value: `declined.${later - DAY_MS}`, domain: '127.0.0.1', path: '/' },
    { name: CONSENT_COOKIE, value: `accepted.${later}`, domain: '127.0.0.1', path: CLASSIC_PAGE },
  ])
  await Promise.all([page.waitForRequest(TRACKING_URL), page.goto(CLASSIC_PAGE)])
  await expect(banner(page)).toBeHidden()
})

test('with a choice recorded the banner is hidden from the first frame, and nothing shifts (CLS 0)', async ({ page, context }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { firstFrameBanner?: string; shifts: string[] }
    // What CLS counts: every shift but those right after an input (hadRecentInput), each with what
    // moved, so a failure names it.
    w.shifts = []
    type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }
    const describe = ({ node, previousRect: was, currentRect: is }: Source): string => {
      const el = node instanceof Element ? node : (node?.parentElement ?? null)
      return `${el?.tagName.toLowerCase()}.${el?.classList[0] ?? ''} (${was.x},${was.y} ${was.width}×${was.height} → ${is.x},${is.y} ${is.width}×${is.height})`
    }
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const { value, hadRecentInput, sources, startTime } = entry as unknown as {
          value: number
          hadRecentInput: boolean
          sources: Source[]
          startTime: number
        }
        if (!hadRecentInput) w.shifts.push(`${value.toFixed(4)} at ${Math.round(startTime)} ms: ${sources.map(describe).join(', ')}`)
      }
    }).observe({ type: 'layout-shift', buffered: true })
    // The first frame with the banner parsed (frames before it paint none of the page).
    const frame = (): void => {
      const el = document.querySelector('[data-cookie-banner]')
      if (el) w.firstFrameBanner = getComputedStyle(el).display
      else requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
  })
  await page.goto('/')
  await expect.poll(() => page.evaluate(() => (window as unknown as { firstFrameBanner?: string }).firstFrameBanner)).toBe('block')
  await waitForHydration(page)
  await banner(page).getByRole('button', { name: 'Accept all' }).click()
  await expect(banner(page)).toBeHidden()
  await afterFrames(page)
  expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([])

  await page.reload()
  await expect.poll(() => page.evaluate(() => (window as unknown as { firstFrameBanner?: string }).firstFrameBanner)).toBe('none')
  await page.waitForLoadState('networkidle')
  expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([])
  expect((await context.cookies()).some((c) => c.name === CONSENT_COOKIE)).toBe(true)
})

for (const width of [1280, 390]) {
  test(`the banner has no WCAG 2.2 AA violations at ${width}px, and screenshots`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 800 })
    await page.goto('/')
    await waitForHydration(page)
    await expect(banner(page)).toBeVisible()
    expect(await wcagViolations(page, '[data-cookie-banner]')).toEqual([])
    await page.screenshot({ path: testInfo.outputPath(`cookie-banner-${width}.png`) })
  })
}
