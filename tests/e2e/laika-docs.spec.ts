import { expect } from '@playwright/test'
import { tokenRows } from '../../src/lib/laika/design-tokens'
import { tokenGroups } from '../../src/styles/tokens'
import { fontSizes, typography } from '../../src/styles/tokens/typography'
import { waitForHydration } from './helpers'
import { test } from './worker-page'

// docs/design-system.md: the documentation renders the real tokens, and the built pages carry them.

test('every page carries the token stylesheet, so the variables resolve', async ({ workerPage: page }) => {
  for (const path of ['/', '/laika']) {
    await page.goto(path)
    const navigation = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--laika-z-index-navigation'))
    expect(navigation.trim()).toBe('10000')
  }
})

test('the design-tokens page lists every token with its CSS variable and value', async ({ workerPage: page }) => {
  await page.goto('/laika/design-tokens')
  const rows = tokenRows(tokenGroups)
  for (const row of rows) {
    const tableRow = page.getByRole('row').filter({ has: page.getByText(row.cssVariable, { exact: true }) })
    await expect(tableRow).toHaveCount(1)
    await expect(tableRow).toContainText(row.value)
  }
})

test('the responsiveness page reports the device class of the screen, live', async ({ workerPage: page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/laika/foundations/responsiveness')
  await waitForHydration(page)
  const device = page.getByTestId('device-class')
  await expect(device).toHaveText('DESKTOP')
  await page.setViewportSize({ width: 900, height: 800 })
  await expect(device).toHaveText('TABLET')
  await page.setViewportSize({ width: 600, height: 800 })
  await expect(device).toHaveText('LANDSCAPE')
  await page.setViewportSize({ width: 400, height: 800 })
  await expect(device).toHaveText('MOBILE')
})

test('the layout page shows the grid with 12 columns on desktop and 4 on mobile', async ({ workerPage: page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/laika/foundations/layout')
  const firstCell = page.getByText('1', { exact: true }).first()
  const grid = firstCell.locator('..')
  const columns = async () => grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length)
  expect(await columns()).toBe(12)
  await page.setViewportSize({ width: 700, height: 800 })
  await expect.poll(columns).toBe(4)
})

test('the typography page sets each step of the type scale at its token size', async ({ workerPage: page }) => {
  await page.goto('/laika/foundations/typography')
  const samples = page.getByText('Connect people and spaces', { exact: true })
  await expect(samples).toHaveCount(fontSizes.length)
  for (const [i, size] of fontSizes.entries()) {
    await expect(samples.nth(i)).toHaveCSS('font-size', `${parseFloat(typography[`fontSize${size}`]) * 16}px`)
  }
  // Headings take their size from the same scale: h1 is the largest step.
  await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-size', `${parseFloat(typography.fontSizeXxxl) * 16}px`)
})
