import path from 'node:path'
import { defineConfig } from '@playwright/test'
import e2e from './playwright.config'
import { visitor } from './tests/visual/visual'

/**
 * Visual regression tests (tests/visual/, docs/quality.md "Visual regression"): screenshots of the
 * production build compared with the baselines committed in tests/visual/__screenshots__/. The same
 * servers, browser and visitor as the end-to-end tests (playwright.config.ts), with what makes a
 * picture repeatable on another machine:
 * - fonts: the site's stacks are system fonts, so this Chromium gets a fontconfig that knows only
 *   the fonts in tests/visual/fonts/, rendered without hinting or subpixel order (fonts.conf);
 * - no animation, transition or caret; fonts and images loaded (tests/visual/visual.ts);
 * - a tolerance for antialiasing at the edges of glyphs, not for a moved element or a changed colour.
 * Run: `npm run test:visual`; rewrite the baselines after an intended change: `npm run test:visual -- --update`.
 */
export default defineConfig({
  ...e2e,
  testDir: 'tests/visual',
  // The baselines are Linux Chromium's (CI's and this machine's): no platform suffix in the name.
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFileName}/{arg}{ext}',
  // A picture differs in the first run after an update only if the page changed.
  retries: 0,
  expect: {
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      // A pixel counts as different past a YIQ colour distance of 0.02 (pixelmatch, which also
      // leaves out pixels it recognises as antialiasing): about 4 levels of luminance, above the
      // noise of image decoding and gradients, below a changed palette colour (Playwright's default,
      // 0.2, lets #1846c8 become #1d4ed8 unseen). A picture fails when more than 0.02 % of its pixels
      // differ: a moved heading or button changes far more.
      threshold: 0.02,
      maxDiffPixelRatio: 0.0002,
    },
  },
  use: {
    ...e2e.use,
    // Cookies declined and every A/B campaign's control variation (tests/visual/visual.ts).
    storageState: visitor(e2e.use?.baseURL as string),
    launchOptions: {
      ...e2e.use?.launchOptions,
      env: { ...process.env, FONTCONFIG_FILE: path.join(__dirname, 'tests/visual/fonts.conf') },
    },
  },
})
