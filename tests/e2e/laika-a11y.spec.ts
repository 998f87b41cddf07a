import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { waitForHydration } from './helpers'

// The nine pages of the design-system area (SPEC 2.15) have no axe violations
// against WCAG 2.2 AA, at desktop and at mobile widths. No rule is disabled.
const ROUTES = [
  '/laika',
  '/laika/foundations/layout',
  '/laika/foundations/typography',
  '/laika/foundations/color',
  '/laika/foundations/space',
  '/laika/foundations/responsiveness',
  '/laika/theming-system',
  '/laika/theming-sandbox',
  '/laika/design-tokens',
]
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'mobile', viewport: { width: 375, height: 812 } },
]

async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(TAGS).analyze()
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

for (const { name, viewport } of WIDTHS) {
  test.describe(`at ${name} width`, () => {
    test.use({ viewport })

    for (const route of ROUTES) {
      test(`${route} has no WCAG 2.2 AA violations`, async ({ page }) => {
        const response = await page.goto(route)
        expect(response?.status()).toBe(200)
        await waitForHydration(page)
        expect(await violations(page)).toEqual([])
      })
    }

    test('with the side navigation open there are no violations', async ({ page }) => {
      await page.goto('/laika/foundations/color')
      await waitForHydration(page)
      await page.getByRole('button', { name: 'Menu' }).click()
      await expect(page.getByRole('navigation', { name: 'Design system' })).toBeVisible()
      expect(await violations(page)).toEqual([])
    })
  })
}

test('the sandbox in the anti theme, with a tooltip shown, has no violations', async ({ page }) => {
  await page.goto('/laika/theming-sandbox')
  await waitForHydration(page)
  await page.getByRole('radio', { name: 'anti' }).check()
  await page.getByRole('button', { name: 'bottomCenter', exact: true }).focus()
  await expect(page.getByRole('tooltip')).toBeVisible()
  expect(await violations(page)).toEqual([])
})
