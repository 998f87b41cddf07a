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

/**
 * A CSS selector for a CSS-module class in the production build, where `Body.module.css`'s
 * `.body` becomes `Body-module--body--<hash>`.
 */
export const moduleClass = (file: string, local: string): string => `[class*="${file}-module--${local}--"]`
