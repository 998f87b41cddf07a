import { expect, type Locator, type Page } from '@playwright/test'
import { forms } from '../../src/lib/forms'
import { loadLeadForm, waitForHydration } from '../e2e/helpers'

/**
 * The states no route shows on load, opened as a visitor opens them. One place for the tests that
 * check them: axe in each (a11y.spec.ts, states-a11y.spec.ts) and their look (tests/visual/).
 */

/** Below this width (md, 62rem) the navigation is the burger's menu (docs/chrome.md). */
const MD = 992

/**
 * Opens a section of the page's navigation as a visitor does: hover on desktop; below md (62rem,
 * 992px) the burger, then the section's button. Returns the navigation.
 */
export async function openNavigationSection(page: Page, path: string, section: string, width: number): Promise<Locator> {
  await page.goto(path)
  await waitForHydration(page)
  const nav = page.getByRole('navigation', { name: 'Main' })
  const button = nav.getByRole('button', { name: section, exact: true })
  if (width > MD) {
    await button.hover()
  } else {
    await nav.getByRole('button', { name: 'Menu' }).click()
    await button.click()
  }
  return nav
}

export const searchDialog = (page: Page): Locator => page.getByRole('dialog', { name: 'Search' })

/**
 * Opens the header's search overlay on `path`, types `query` and waits for the hits of the whole
 * query (not of a prefix still answering, which would replace the list). Returns the hits.
 */
export async function openSearchWithHits(page: Page, query: string, path = '/'): Promise<Locator> {
  await page.goto(path)
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  const dialog = searchDialog(page)
  const box = dialog.getByRole('searchbox', { name: 'Search the site' })
  await expect(box).toBeFocused()
  await box.pressSequentially(query)
  const hits = dialog.locator('[data-search-hit]')
  await expect(hits).toHaveCount(5)
  await page.waitForLoadState('networkidle')
  await expect(dialog.getByRole('status')).toHaveText(/^\d+ results$/)
  return hits
}

/**
 * `/quote`'s form once its code runs (loaded on first use; the form's own validation, not the
 * browser's) and complete: its progressive fields (SPEC 5.3) come from the forms host once the code
 * has loaded, and a submit before they arrive would not flag them.
 */
export async function quoteForm(page: Page): Promise<Locator> {
  const smartFields = forms.quote.smartFields.length > 0 ? page.waitForResponse((r) => r.url().includes('/smart-fields/')) : null
  await page.goto('/quote')
  const form = page.locator(`form[action$="/forms/submit/${forms.quote.id}"]`)
  await loadLeadForm(form)
  if (smartFields) {
    await (await smartFields).finished()
    // React renders the answer in the next task.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))))
  }
  return form
}

/** `/quote` submitted empty: every required field shows its error, the first one has the focus. */
export async function quoteFormWithErrors(page: Page): Promise<Locator> {
  const form = await quoteForm(page)
  await form.getByRole('button', { name: 'Request a quote' }).click()
  await expect(form.locator('[aria-invalid="true"]').first()).toBeFocused()
  return form
}

/** The design system's popup layer with two popups open, the second over the first. */
export async function openTwoPopups(page: Page): Promise<void> {
  await page.goto('/laika/components/popup-layer')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Open a popup' }).click()
  await page.getByRole('dialog', { name: 'Popup 1' }).getByRole('button', { name: 'Open another popup' }).click()
  await expect(page.getByRole('dialog', { name: 'Popup 2' })).toBeVisible()
}

/** The cookie banner, as a first-time visitor (an empty cookie jar) sees it on `path`. */
export async function showCookieBanner(page: Page, path = '/'): Promise<Locator> {
  await page.goto(path)
  await waitForHydration(page)
  const banner = page.getByRole('region', { name: 'Cookie consent' })
  await expect(banner).toBeVisible()
  return banner
}
