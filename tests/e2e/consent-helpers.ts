import path from 'node:path'
import type { BrowserContext, Page, Request } from '@playwright/test'
import { readServiceSettings, site } from '../../src/config/site-config'

/** The tracking script's URL the e2e build was made with (scripts/test/e2e-settings: a local stand-in). */
export const TRACKING_URL = readServiceSettings(process.env, path.join(__dirname, '../..')).trackingScriptUrl as string
export const CONSENT_COOKIE = site.doNotTrackCookie
/** A page of the classic layout, which loads the tracking script after consent (SPEC 2.1, 7.10). */
export const CLASSIC_PAGE = '/how-it-works'
export const OTHER_CLASSIC_PAGE = '/security'

/** Records every request the page makes to another origin than the site's. */
export function foreignRequests(page: Page, siteOrigin: string): string[] {
  const seen: string[] = []
  page.on('request', (request: Request) => {
    const url = new URL(request.url())
    if (url.protocol !== 'data:' && url.protocol !== 'blob:' && url.origin !== siteOrigin) seen.push(request.url())
  })
  return seen
}

export async function consentCookies(context: BrowserContext): Promise<{ name: string; value: string; expires: number }[]> {
  return (await context.cookies()).filter((c) => c.name === CONSENT_COOKIE)
}

/**
 * Waits until the cookie banner's code runs: its island loads once the banner shows (docs/consent.md),
 * after the page's other islands. Before, a click on its buttons is the head script's (early-clicks.spec.ts).
 */
export async function waitForBannerCode(page: Page): Promise<void> {
  await page.locator('[data-cookie-banner][data-hydrated]').waitFor({ state: 'attached' })
}
