import type { Locator, Page } from '@playwright/test'
import { site } from '../../src/config/site-config'
import { docs } from '../helpers/site-dataset'

/** The screen sizes of every picture: a phone and a desktop (the e2e tests' two widths). */
export const SCREENS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const

/** A long page is compared over its first screens only: enough to catch a change, small baselines. */
export const SCREENS_PER_PAGE = 2

/**
 * Every A/B campaign's first variation (the control), stored as the A/B script stores a visitor's
 * choice (docs/experiments.md), so a picture never shows a variation drawn by chance.
 */
const controlVariations = Object.fromEntries(
  docs.filter((d) => d._type === 'abCampaign').map((d) => [d.name as string, (d.variations as { name: string }[])[0]?.name]),
)

/**
 * The visitor of every picture: cookies declined (the banner stays hidden, as for the e2e tests;
 * playwright.config.ts) and each campaign's control variation. `consent: false` is a first-time
 * visitor, who sees the cookie banner.
 */
export function visitor(baseURL: string, { consent = true } = {}) {
  const host = new URL(baseURL).hostname
  return {
    cookies: consent
      ? [
          {
            name: site.doNotTrackCookie,
            value: 'declined.4102444800000',
            domain: host,
            path: '/',
            expires: 4102444800,
            httpOnly: false,
            secure: false,
            sameSite: 'Lax' as const,
          },
        ]
      : [],
    origins: [
      { origin: new URL(baseURL).origin, localStorage: [{ name: site.abTestingStorageKey, value: JSON.stringify(controlVariations) }] },
    ],
  }
}

/**
 * Waits until the page can be pictured: web fonts ready, every image (lazy ones too: they are made
 * eager) loaded and decoded. Animations, transitions and the caret are stopped by the screenshot
 * options (playwright.visual.config.ts).
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (const img of document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')) img.loading = 'eager'
    await document.fonts.ready
    const loaded = (img: HTMLImageElement) =>
      img.complete
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            img.addEventListener('load', () => resolve(), { once: true })
            img.addEventListener('error', () => resolve(), { once: true })
          })
    await Promise.all([...document.images].map((img) => loaded(img).then(() => img.decode().catch(() => undefined))))
  })
  await page.waitForLoadState('networkidle')
}

/** What changes without the page changing: the copyright's year (the build's), painted over. */
export const timeDependent = (page: Page): Locator[] => [page.locator('footer span').filter({ hasText: /^© \d{4} / })]

/** The top of the page, at most SCREENS_PER_PAGE screens of it, as a full-page picture clipped. */
export async function pageClip(page: Page): Promise<{ x: number; y: number; width: number; height: number }> {
  const { width, height } = page.viewportSize() ?? SCREENS[1]
  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight)
  return { x: 0, y: 0, width, height: Math.min(pageHeight, height * SCREENS_PER_PAGE) }
}
