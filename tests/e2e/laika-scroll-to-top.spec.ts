import { expect, test } from '@playwright/test'
import { SCROLL_TO_TOP_THROTTLE_MS } from '../../src/lib/laika/scroll-to-top'
import { waitForHydration } from './helpers'

// SPEC 2.15, 4.9, 9.7: the button appears only after MORE than 1000px of scroll.

test('the scroll-to-top button appears after more than 1000px of scroll and takes the visitor back up', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  // The page's timers on a clock the test can run forward: the scroll handler is throttled.
  await page.clock.install()
  await page.goto('/laika/design-tokens')
  await waitForHydration(page)
  const button = page.getByRole('button', { name: 'Back to top' })
  await expect(button).toHaveCount(0)

  // Scrolled, once the page's scroll event has been dispatched (the button's listener came first).
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        addEventListener('scroll', () => resolve(), { once: true })
        window.scrollTo(0, 1000)
      }),
  )
  expect(await page.evaluate(() => window.scrollY)).toBe(1000)
  // To the end of the throttle's window, so the handler has seen the final position.
  await page.clock.runFor(SCROLL_TO_TOP_THROTTLE_MS)
  await expect(button).toHaveCount(0)

  await page.evaluate(() => window.scrollTo(0, 1001))
  await expect(button).toBeVisible()

  await button.click()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await expect(button).toHaveCount(0)
})
