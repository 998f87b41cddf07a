import { expect, type Page } from '@playwright/test'
import { docs } from '../helpers/site-dataset'
import { moduleClass } from './helpers'
import { test } from './worker-page'

// A product page shows the product's specifications as a table, closes with a call
// to action like the home page's, and its grids have no holes (every row of a grid is full).
const productPages = docs
  .filter((d) => d._type === 'page' && typeof d.href === 'string' && d.href.startsWith('/products/'))
  .map((d) => d.href as string)

/** The feature and product-card grids of the page whose last row is not full, described. */
async function gridsWithHoles(page: Page): Promise<string[]> {
  const grids = await page
    .locator(moduleClass('FeatureGrid', 'grid'))
    .evaluateAll((uls) =>
      uls.map((ul) => ({ columns: getComputedStyle(ul).gridTemplateColumns.split(' ').length, items: ul.children.length })),
    )
  return grids.filter((g) => g.items % g.columns !== 0).map((g) => `${g.items} items in ${g.columns} columns`)
}

test('the dataset has product pages', () => {
  expect(productPages.length).toBeGreaterThanOrEqual(5)
})

for (const width of [1280, 390]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } })

    test('the reader page shows its specifications as a table, and closes with a call to action', async ({ workerPage: page }) => {
      await page.goto('/products/reader')
      const specs = page.getByRole('region', { name: 'Specifications' })
      const table = specs.getByRole('table')
      await expect(table).toBeVisible()
      for (const row of [
        'Dimensions',
        'Power',
        'Connectivity',
        'Credentials',
        'Ingress and impact',
        'Operating temperature',
        'Certifications',
      ]) {
        await expect(table.getByRole('rowheader', { name: row, exact: true })).toBeVisible()
      }
      await expect(table.getByRole('row', { name: /Ingress and impact/ })).toContainText('IP65')
      // Nothing on the table's row runs off a 390 px screen.
      const box = await table.boundingBox()
      expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(width)
      const last = page.locator('article section:visible').last()
      await expect(last).toHaveClass(/CtaBanner-module--banner--/)
      await expect(last.getByRole('link', { name: 'Get a quote' })).toHaveAttribute('href', '/quote')
    })

    test('every product page ends with a call to action and its grids have no holes', async ({ workerPage: page }) => {
      for (const path of productPages) {
        await page.goto(path)
        await expect(page.locator('article section:visible').last(), path).toHaveClass(/CtaBanner-module--banner--/)
        expect(await gridsWithHoles(page), path).toEqual([])
      }
    })
  })
}

test.describe('at 800px (two-column tablets)', () => {
  test.use({ viewport: { width: 800, height: 900 } })

  test('product grids have no holes', async ({ workerPage: page }) => {
    for (const path of productPages) {
      await page.goto(path)
      expect(await gridsWithHoles(page), path).toEqual([])
    }
  })
})

/**
 * Grids fit their item counts (the collection grids' one rule, src/lib/content/grid-columns.ts):
 * every feature grid's rows are full, or its last row is one short of three or more columns, or its
 * odd last card spans a row of two.
 */
async function gridsWithGaps(page: Page): Promise<string[]> {
  return page.locator(moduleClass('FeatureGrid', 'grid')).evaluateAll((uls) =>
    uls.flatMap((ul) => {
      const columns = getComputedStyle(ul).gridTemplateColumns.split(' ').length
      const last = ul.lastElementChild
      const spans = last !== null && Math.abs(last.getBoundingClientRect().width - ul.getBoundingClientRect().width) < 2
      const short = (columns - (ul.children.length % columns)) % columns
      return short === 0 || spans || (columns >= 3 && short === 1) ? [] : [`${ul.children.length} items in ${columns} columns`]
    }),
  )
}

for (const width of [820, 1280]) {
  test(`feature grids of five and nine cards have no holes at ${width} px`, async ({ workerPage: page }) => {
    await page.setViewportSize({ width, height: 900 })
    for (const path of ['/why-threshold', '/industry']) {
      await page.goto(path)
      await expect(page.locator(moduleClass('FeatureGrid', 'grid')).first()).toBeVisible()
      expect(await gridsWithGaps(page), path).toEqual([])
    }
  })
}
