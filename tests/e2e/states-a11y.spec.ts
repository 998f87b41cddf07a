import { expect, type Page } from '@playwright/test'
import { openTwoPopups, quoteForm, quoteFormWithErrors, showCookieBanner } from '../helpers/open-states'
import { wcagViolations as violations } from './axe'
import { waitForHydration } from './helpers'
import { test } from './worker-page'

// Accessible in every state, not only at rest. axe (WCAG 2.2 AA, no rule off)
// in the open states no route shows on load, at a phone and a desktop width; then four journeys
// made with the keyboard alone, where every focused element must show its focus, not be hidden
// behind the cookie banner or the sticky header (WCAG 2.2, 2.4.11), and focus must come back
// where it was when an overlay closes. The navigation open (desktop popup and mobile menu) and the
// search overlay with hits have their axe runs in a11y.spec.ts and search.spec.ts.

/**
 * What is wrong with the focus now, or '' when nothing is: something must have it (not the body);
 * it must draw an outline or a ring; and its middle must not lie under something else, such as the
 * fixed cookie banner or a sticky header (WCAG 2.4.11: focus not obscured).
 */
async function focusProblem(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    if (!el || el === document.body || el === document.documentElement) return 'nothing has the focus'
    const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`
    const style = getComputedStyle(el)
    const ring = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none'
    if (!ring) return `${name} shows no focus indicator`
    const box = el.getBoundingClientRect()
    if (box.width === 0 || box.height === 0) return `${name} is not visible`
    const x = Math.min(Math.max(box.left + box.width / 2, 0), innerWidth - 1)
    const y = Math.min(Math.max(box.top + box.height / 2, 0), innerHeight - 1)
    const top = document.elementFromPoint(x, y)
    if (top && top !== el && !el.contains(top) && !top.contains(el) && !(el as HTMLInputElement).labels?.[0]?.contains(top)) {
      return `${name} is hidden under ${top.tagName.toLowerCase()}.${String(top.className).split(' ')[0]}`
    }
    return ''
  })
}

/** Tab (or Shift+Tab) once, then the focus must be visible and unobscured. */
async function tab(page: Page, back = false): Promise<void> {
  await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
  expect(await focusProblem(page)).toBe('')
}

/** Tab until `name` (an accessible name, as a regular expression) has the focus, checking every stop. */
async function tabTo(page: Page, name: RegExp, limit = 80): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await tab(page)
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null
      return `${el?.getAttribute('aria-label') ?? ''} ${el?.textContent ?? ''} ${(el as HTMLInputElement | null)?.name ?? ''}`.trim()
    })
    if (name.test(focused)) return
  }
  throw new Error(`${name} never got the focus in ${limit} Tabs`)
}

for (const width of [390, 1280]) {
  test.describe(`open states at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } })

    test.describe('as a first-time visitor', () => {
      test.use({ storageState: { cookies: [], origins: [] } })
      test('the cookie banner shown over a page: no violations on the whole page', async ({ workerPage: page }) => {
        await showCookieBanner(page)
        expect(await violations(page)).toEqual([])
      })
    })

    test.describe('as a first-time visitor, tabbing', () => {
      test.use({ storageState: { cookies: [], origins: [] } })
      test('with the cookie banner open, no focus stop is hidden under it or the sticky header (WCAG 2.4.11)', async ({
        workerPage: page,
      }) => {
        await page.goto('/pricing')
        await waitForHydration(page)
        await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible()
        for (let i = 0; i < 60; i++) await tab(page)
        // And back up the page, where the sticky header could cover what scrolls under it.
        for (let i = 0; i < 30; i++) await tab(page, true)
      })
    })

    test('the quote form showing its errors: no violations', async ({ workerPage: page }) => {
      await quoteFormWithErrors(page)
      expect(await violations(page)).toEqual([])
    })

    test('the popup layer with two popups open: no violations', async ({ workerPage: page }) => {
      await openTwoPopups(page)
      expect(await violations(page)).toEqual([])
    })

    test('a listing filtered (the customers by industry): no violations', async ({ workerPage: page }) => {
      // /careers has no filter (SPEC 4.3 groups it by department); the filtered listings are the
      // customer stories and the academy's courses, which share the one FilterBar.
      await page.goto('/customers')
      await waitForHydration(page)
      const group = page.getByRole('group', { name: /Filter customer stories/ })
      const option = group.getByRole('button').nth(1)
      await option.click()
      await expect(option).toHaveAttribute('aria-pressed', 'true')
      expect(await violations(page)).toEqual([])
    })
  })
}

test.describe('keyboard only, at 1280px', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('the navigation: open a section, move into it, leave it with Escape, focus back on its button', async ({ workerPage: page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await tabTo(page, /^Products$/)
    const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Products', exact: true })
    await expect(trigger).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await tab(page)
    await expect(page.locator('#nav-popup-products :focus')).toHaveCount(1)
    await page.keyboard.press('Escape')
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await expect(trigger).toBeFocused()
    expect(await focusProblem(page)).toBe('')
  })

  test('search from the header: open it, type, choose a hit, open it; Escape returns focus to the button', async ({ workerPage: page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await tabTo(page, /^Search/)
    const button = page.getByRole('button', { name: 'Search', exact: true })
    await expect(button).toBeFocused()
    await page.keyboard.press('Enter')
    const box = page.getByRole('dialog', { name: 'Search' }).getByRole('searchbox', { name: 'Search the site' })
    await expect(box).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(button).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(box).toBeFocused()
    await page.keyboard.type('access control')
    const hits = page.getByRole('dialog', { name: 'Search' }).locator('[data-search-hit]')
    await expect(hits).toHaveCount(5)
    // The hits of the whole query, not of a prefix still answering (they would replace the list).
    await page.waitForLoadState('networkidle')
    await expect(page.getByRole('dialog', { name: 'Search' }).getByRole('status')).toHaveText(/^\d+ results$/)
    await page.keyboard.press('ArrowDown')
    await expect(hits.first()).toBeFocused()
    expect(await focusProblem(page)).toBe('')
    const href = (await hits.first().getAttribute('href')) as string
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === href)
    await expect(page.getByRole('dialog', { name: 'Search' })).toHaveCount(0)
  })

  test.describe('as a first-time visitor', () => {
    test.use({ storageState: { cookies: [], origins: [] } })
    test('consent: accept from the banner, later withdraw it from the footer, focus back where it was', async ({ workerPage: page }) => {
      await page.goto('/how-it-works')
      await waitForHydration(page)
      const banner = page.getByRole('region', { name: 'Cookie consent' })
      await tabTo(page, /^Accept all$/, 5)
      await page.keyboard.press('Enter')
      await expect(banner).toBeHidden()
      await expect
        .poll(async () =>
          (await page.context().cookies()).some((c) => c.name === 'threshold_do_not_track' && c.value.startsWith('accepted')),
        )
        .toBe(true)
      // Later: through the page to the footer's 'Cookie settings', every stop visible.
      await tabTo(page, /^Cookie settings$/, 150)
      const settings = page.locator('footer').getByRole('button', { name: 'Cookie settings' })
      await page.keyboard.press('Enter')
      await expect(banner).toBeVisible()
      await tabTo(page, /^Decline$/, 5)
      await page.keyboard.press('Enter')
      await expect(banner).toBeHidden()
      await expect(settings).toBeFocused()
      expect(await focusProblem(page)).toBe('')
      await expect
        .poll(async () => (await page.context().cookies()).find((c) => c.name === 'threshold_do_not_track')?.value)
        .toMatch(/^declined\./)
    })
  })

  test('the quote form: fill it, meet its errors, correct them, submit', async ({ workerPage: page }) => {
    const form = await quoteForm(page)
    await tabTo(page, /firstName/)
    await page.keyboard.type('Ada')
    await tab(page)
    await page.keyboard.type('Lovelace')
    // Submit with the rest empty: focus goes to the first field in error, visibly.
    await tabTo(page, /^Request a quote$/)
    await page.keyboard.press('Enter')
    const firstInvalid = form.locator('[aria-invalid="true"]').first()
    await expect(firstInvalid).toBeFocused()
    expect(await focusProblem(page)).toBe('')
    // Correct the field in error that the form put the focus on, submit again, until none is left.
    for (let round = 0; round < 12 && (await form.locator('[aria-invalid="true"]').count()) > 0; round++) {
      const field = form.locator('[aria-invalid="true"]').first()
      await expect(field).toBeFocused()
      const name = (await field.getAttribute('name')) ?? ''
      const tag = await field.evaluate((el) => el.tagName)
      if (tag === 'SELECT') {
        await page.keyboard.press(name === 'country' ? 'p' : 'ArrowDown')
      } else {
        const type = (await field.getAttribute('type')) ?? ''
        const value =
          type === 'email'
            ? 'ada.keyboard@example.com'
            : type === 'tel'
              ? '+351212345678'
              : /doors|sites/.test(name)
                ? '12'
                : 'Keyboard Ltd'
        await page.keyboard.press('Control+a')
        await page.keyboard.type(value)
      }
      await tabTo(page, /^Request a quote$/)
      await page.keyboard.press('Enter')
      // Either the thank-you page, or the focus on the next field in error (while the thank-you
      // page loads, the old page's context is gone: asked again).
      await expect
        .poll(
          async () =>
            page.url().includes('thank') ||
            (await page.evaluate(() => document.activeElement?.getAttribute('aria-invalid') === 'true').catch(() => false)),
        )
        .toBe(true)
    }
    await expect(page).toHaveURL(/thank/, { timeout: 15_000 })
  })
})
