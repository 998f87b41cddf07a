import type { Page } from '@playwright/test'

/**
 * Waits until React has hydrated the page: before that, a click on a Gatsby link is a plain
 * full-page navigation. React marks hydrated DOM nodes with `__reactFiber$…` keys.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.querySelector('main')
    return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber'))
  })
}
