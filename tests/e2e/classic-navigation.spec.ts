import { expect, test, type Page } from '@playwright/test'
import { waitForHydration } from './helpers'

// SPEC 2.2 Reading A: the classic navigation of the classic layout. /compare-us is a classic page
// served by code (src/pages/compare-us), so the test does not depend on the CMS dataset.
const CLASSIC_PAGE = '/compare-us'

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' })
const trigger = (page: Page, name: string) => nav(page).getByRole('button', { name, exact: true })
const panelOf = async (page: Page, name: string) => page.locator(`#${await trigger(page, name).getAttribute('aria-controls')}`)
const menu = (page: Page) => page.locator('#classic-nav-menu')

/**
 * Stops the next link's page load, so the test can watch the menu react to a link click without
 * the page (and its navigation) being replaced. The navigation's own click handling still runs.
 */
const holdNavigation = (page: Page) =>
  page.evaluate(() => window.addEventListener('click', (event) => event.preventDefault(), { capture: true, once: true }))

/** The four fixed menus, exactly as SPEC 2.2 lists them ({brand} threshold, {wallet-provider} apple). */
const MENUS = {
  'Access control': [
    '/access-control-system',
    '/access-control-benefits',
    '/access-control-deployments',
    '/why-threshold',
    '/industry',
    '/integrations',
    '/products/reader',
    '/products/controller',
    '/products/video-intercom',
    '/products/cloud-management-dashboard',
    '/access-control-app',
    '/products/video-surveillance',
    '/products/access-methods',
  ],
  Solutions: [
    '/features/employee-badges-in-apple-wallet',
    '/features/global-access-control',
    '/features/hybrid-workplace-security',
    '/features/commercial-building-security',
    '/features/mobile-app',
    '/features/badge-access-system',
    '/features/visitor-access',
    '/features/lockdown',
    '/features/elevator-access',
    '/compare-us/smartlocks',
  ],
  Resources: [
    '/about',
    '/blog',
    '/customers',
    '/resources',
    '/access-control',
    '/updates',
    'https://docs.threshold.example',
    '/resellers',
    '/careers',
    '/showroom',
  ],
  Industries: [
    '/industry/real-estate',
    '/industry/fitness',
    '/industry/local-government',
    '/industry/healthcare',
    '/industry/education',
    '/industry/manufacturing',
    '/industry/finance',
    '/industry/high-tech',
    '/industry/media',
    '/enterprise',
  ],
} satisfies Record<string, string[]>

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } })
  test.beforeEach(async ({ page }) => {
    await page.goto(CLASSIC_PAGE)
    await waitForHydration(page)
  })

  test('four popup menus with exactly the listed links, then the plain links', async ({ page }) => {
    for (const [name, hrefs] of Object.entries(MENUS)) {
      const panel = await panelOf(page, name)
      await expect(panel.locator('a')).toHaveCount(hrefs.length)
      const actual = await panel.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
      expect(actual).toEqual(hrefs)
    }
    const docs = (await panelOf(page, 'Resources')).locator('a[href="https://docs.threshold.example"]')
    await expect(docs).toHaveAttribute('target', '_blank')
    await expect(docs).toHaveAttribute('rel', 'noopener')
    await expect(nav(page).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing')
    const signIn = nav(page).getByRole('link', { name: 'Sign-in' })
    await expect(signIn).toHaveAttribute('href', 'https://app.threshold.example/users/sign_in')
    await expect(signIn).toHaveAttribute('target', '_blank')
    await expect(signIn).toHaveAttribute('rel', 'noopener')
    await expect(nav(page).getByRole('link', { name: 'Get demo' })).toHaveAttribute('href', '/quote')
    await expect(nav(page).getByRole('link', { name: 'Threshold home' })).toHaveAttribute('href', '/')
    await expect(nav(page).getByRole('button', { name: 'Menu' })).toBeHidden()
  })

  test('topics show their headings and icons', async ({ page }) => {
    await trigger(page, 'Access control').hover()
    const panel = await panelOf(page, 'Access control')
    await expect(panel.getByText('Products', { exact: true })).toBeVisible()
    const icon = panel.getByRole('link', { name: 'Reader' }).locator('img')
    await expect(icon).toHaveAttribute('src', '/icons/nav/reader.svg')
    // The icon really loads (no broken image).
    expect(await icon.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  })

  test('hovering opens a popup and moving the mouse away closes it', async ({ page }) => {
    const panel = await panelOf(page, 'Solutions')
    await expect(panel).toBeHidden()
    await trigger(page, 'Solutions').hover()
    await expect(panel).toBeVisible()
    await expect(trigger(page, 'Solutions')).toHaveAttribute('aria-expanded', 'true')
    await page.mouse.move(640, 600)
    await expect(panel).toBeHidden()
  })

  test('focusing a popup button opens it, Enter toggles it, and focus leaving closes it', async ({ page }) => {
    const panel = await panelOf(page, 'Industries')
    await expect(panel).toBeHidden()
    await trigger(page, 'Industries').focus()
    await expect(panel).toBeVisible()
    await expect(trigger(page, 'Industries')).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Enter')
    await expect(panel).toBeHidden()
    await page.keyboard.press('Enter')
    await expect(panel).toBeVisible()
    // Tab through the popup's links, then out of it.
    await page.keyboard.press('Tab')
    await expect(panel.locator('a').first()).toBeFocused()
    for (let i = 0; i < MENUS.Industries.length; i += 1) await page.keyboard.press('Tab')
    await expect(nav(page).getByRole('link', { name: 'Pricing' })).toBeFocused()
    await expect(panel).toBeHidden()
  })

  test('clicking a link closes every popup at once', async ({ page }) => {
    await trigger(page, 'Access control').hover()
    const panel = await panelOf(page, 'Access control')
    await holdNavigation(page)
    await panel.getByRole('link', { name: 'Benefits' }).click()
    await expect(panel).toBeHidden()
  })
})

test.describe('burger devices', () => {
  test.use({ viewport: { width: 390, height: 800 } })
  test.beforeEach(async ({ page }) => {
    // Playwright's clock runs at the real pace until a test pauses it (the 50 ms test below).
    await page.clock.install()
    await page.goto(CLASSIC_PAGE)
    await waitForHydration(page)
  })

  test('a burger opens the menu; the cta is shown separately; a click toggles a popup', async ({ page }) => {
    const burger = nav(page).getByRole('button', { name: 'Menu' })
    await expect(menu(page)).toBeHidden()
    await expect(nav(page).getByRole('link', { name: 'Get demo' })).toBeVisible()
    await burger.click()
    await expect(burger).toHaveAttribute('aria-expanded', 'true')
    await expect(menu(page)).toBeVisible()
    await expect(page.getByTestId('get-in-touch')).toContainText('sales@threshold.example')
    // SPEC 2.2 A: the 'Get in touch' block shows the sales e-mail and a sales phone link.
    await expect(page.getByTestId('get-in-touch').getByRole('link', { name: 'sales@threshold.example' })).toHaveAttribute(
      'href',
      'mailto:sales@threshold.example',
    )
    await expect(page.getByTestId('get-in-touch').getByRole('link', { name: '+1 415 555 0142' })).toHaveAttribute(
      'href',
      'tel:+14155550142',
    )
    // The cta is not in the burger menu on mobile, but beside the burger button.
    await expect(menu(page).getByRole('link', { name: 'Get demo' })).toHaveCount(0)
    const panel = await panelOf(page, 'Resources')
    await trigger(page, 'Resources').click()
    await expect(panel).toBeVisible()
    await trigger(page, 'Resources').click()
    await expect(panel).toBeHidden()
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden')
  })

  test('a link click closes the popups at once and the menu 50 ms later', async ({ page }) => {
    // Page time is Playwright's clock, paused for the click, so the 50 ms (SPEC 9.6) is measured
    // exactly: a loaded machine delays rendering, never the page's timers. Open at 49 ms, closed at 50.
    await page.clock.pauseAt(Date.now() + 1000)
    const burger = nav(page).getByRole('button', { name: 'Menu' })
    await burger.click()
    await trigger(page, 'Industries').click()
    const panel = await panelOf(page, 'Industries')
    await expect(panel).toBeVisible()
    await holdNavigation(page)
    await panel.getByRole('link', { name: 'Fitness' }).click()
    await expect(panel).toBeHidden()
    await page.clock.runFor(49)
    await expect(burger).toHaveAttribute('aria-expanded', 'true')
    await expect(menu(page)).toBeVisible()
    await page.clock.runFor(1)
    await expect(burger).toHaveAttribute('aria-expanded', 'false')
    await expect(menu(page)).toBeHidden()
  })
})
