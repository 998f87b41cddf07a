import { expect } from '@playwright/test'
import { waitForHydration } from '../e2e/helpers'
import { test } from '../e2e/worker-page'
import { pageClip, SCREENS, settle, timeDependent } from './visual'

// One page of every page type, at a phone and a desktop width, compared with its
// baseline over its first screens (docs/quality.md, "Visual regression").
const PAGE_TYPES: Record<string, string> = {
  home: '/',
  classic: '/how-it-works',
  'blog-index': '/blog',
  'blog-post': '/blog/running-a-lockdown-drill',
  article: '/resources/what-are-mobile-credentials',
  guide: '/guides/physical-access-control-systems',
  'case-study': '/customers/northwind-properties',
  'academy-index': '/academy',
  'academy-course': '/academy/courses/access-control-fundamentals',
  'feature-update': '/updates/api-rate-limit-headers',
  legal: '/legal/privacy',
  careers: '/careers',
  'job-offer': '/careers/backend-engineer-identity-integrations-2187312',
  pricing: '/pricing',
  quote: '/quote',
  search: '/search?q=access',
  resources: '/resources',
  product: '/products/reader',
  'not-found': '/no-such-page',
}

for (const screen of SCREENS) {
  test.describe(`at ${screen.width}px`, () => {
    test.use({ viewport: screen })

    for (const [type, path] of Object.entries(PAGE_TYPES)) {
      test(`${type} (${path})`, async ({ workerPage: page }) => {
        await page.goto(path)
        await waitForHydration(page)
        await settle(page)
        await expect(page).toHaveScreenshot(`${type}-${screen.width}.png`, {
          fullPage: true,
          clip: await pageClip(page),
          mask: timeDependent(page),
        })
      })
    }
  })
}
