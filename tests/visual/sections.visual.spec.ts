import { expect, test } from '@playwright/test'
import { SECTION_TYPES } from '../../src/content-model/types'
import { SURFACE_THEMES } from '../../src/lib/laika/laika-theme'
import { waitForHydration } from '../e2e/helpers'
import { SCREENS, settle } from './visual'

// Every section type of the pattern library (/laika/components/sections, which
// renders each from real content in both themes), at a phone and a desktop width.
for (const screen of SCREENS) {
  test.describe(`at ${screen.width}px`, () => {
    test.use({ viewport: screen })

    test('every section type in both themes', async ({ page }) => {
      test.setTimeout(120_000)
      await page.goto('/laika/components/sections')
      await waitForHydration(page)
      // The page's back-to-top button floats over whichever sample is in view once the page has
      // scrolled past 1000 px, and follows the scroll late (throttled); the area's sticky bar (and
      // its skip link) lands across a sample taller than the screen: neither is the sample's.
      await page.evaluate(() => {
        const sheet = new CSSStyleSheet()
        sheet.replaceSync(
          '[class*="ScrollToTop-module--scrollToTop"], [class*="DesignSystemLayout-module--bar"] { visibility: hidden !important; }',
        )
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
      })
      await settle(page)
      for (const type of SECTION_TYPES) {
        const samples = page.locator(`[data-sample="${type}"]`)
        await expect(samples).toHaveCount(SURFACE_THEMES.length)
        for (const [i, theme] of SURFACE_THEMES.entries()) {
          // Soft: one changed section does not hide the others' differences.
          await expect.soft(samples.nth(i)).toHaveScreenshot(`${type}-${theme}-${screen.width}.png`)
        }
      }
    })
  })
}
