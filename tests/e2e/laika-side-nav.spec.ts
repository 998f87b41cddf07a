import { expect, type Page } from '@playwright/test'
import { waitForHydration } from './helpers'
import { test } from './worker-page'

// SPEC 2.15, 4.1: the design-system bar and side navigation.

async function open(page: Page, path: string) {
  await page.goto(path)
  await waitForHydration(page)
  return {
    toggle: page.getByRole('button', { name: 'Menu' }),
    nav: page.getByRole('navigation', { name: 'Design system' }),
  }
}

test('the bar links to /laika with the symbol logo, shows the title, links home and to the components site', async ({
  workerPage: page,
}) => {
  await open(page, '/laika/foundations/space')
  const bar = page.getByRole('banner')
  await expect(bar).toContainText('Laika design system')
  const components = bar.getByRole('link', { name: /Components/ })
  await expect(components).toHaveAttribute('href', 'https://laika.threshold.example')
  await expect(components).toHaveAttribute('target', '_blank')
  await expect(components).toHaveAttribute('rel', /noopener/)
  await bar.getByRole('link', { name: 'Laika home' }).click()
  await expect(page).toHaveURL(/\/laika$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Laika')
  await bar.getByRole('link', { name: 'Threshold home' }).click()
  await expect(page).toHaveURL(/:\d+\/$/)
  // Home uses the main layout again.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
})

test('the toggle opens and closes the side navigation, which highlights the current path', async ({ workerPage: page }) => {
  const { toggle, nav } = await open(page, '/laika/foundations/color')
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(nav).toBeHidden()
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(nav).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Color' })).toHaveAttribute('aria-current', 'page')
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1)
  await toggle.click()
  await expect(nav).toBeHidden()
})

test('a link click loads its page, the side navigation closed; the new path is highlighted', async ({ workerPage: page }) => {
  const { toggle, nav } = await open(page, '/laika/foundations/color')
  await toggle.click()
  await nav.getByRole('link', { name: 'Design tokens' }).click()
  await expect(page).toHaveURL(/\/laika\/design-tokens$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Design tokens')
  await expect(nav).toBeHidden()
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await toggle.click()
  await expect(nav.getByRole('link', { name: 'Design tokens' })).toHaveAttribute('aria-current', 'page')
  await expect(nav.getByRole('link', { name: 'Color' })).not.toHaveAttribute('aria-current', 'page')
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('the side navigation is a drawer; a click on the overlay closes it', async ({ workerPage: page }) => {
    const { toggle, nav } = await open(page, '/laika')
    await toggle.click()
    await expect(nav).toBeVisible()
    const overlay = page.getByTestId('side-nav-overlay')
    await expect(overlay).toBeVisible()
    // The bar wraps onto two lines here; the drawer starts below it, leaving its links usable.
    const bar = await page.getByRole('banner').boundingBox()
    const drawer = await nav.boundingBox()
    expect(drawer?.y).toBeGreaterThanOrEqual((bar?.y ?? 0) + (bar?.height ?? 0) - 1)
    await expect(page.getByRole('banner').getByRole('link', { name: 'Threshold home' })).toBeInViewport()
    // Click the overlay where the drawer does not cover it.
    await overlay.click({ position: { x: 360, y: 400 } })
    await expect(nav).toBeHidden()
    await expect(overlay).toBeHidden()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })
})

test('the side navigation works from the keyboard', async ({ workerPage: page }) => {
  const { toggle, nav } = await open(page, '/laika')
  await toggle.focus()
  await page.keyboard.press('Enter')
  await expect(nav).toBeVisible()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Escape')
  await expect(nav).toBeHidden()
  await expect(toggle).toBeFocused()
})
