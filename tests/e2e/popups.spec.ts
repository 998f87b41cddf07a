import { expect, type Page } from '@playwright/test'
import { waitForHydration } from './helpers'
import { test } from './worker-page'

// SPEC 2.7: the popup layer, driven from its documentation page's live example.
const EXAMPLE = '/laika/components/popup-layer'
const scrollLocked = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).overflow === 'hidden')

for (const width of [1280, 390]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } })

    test('popups stack with increasing ids, close on their own, and keep and return focus', async ({ workerPage: page }) => {
      await page.goto(EXAMPLE)
      await waitForHydration(page)
      const opener = page.getByRole('button', { name: 'Open a popup' })
      expect(await scrollLocked(page)).toBe(false)

      await opener.click()
      const first = page.getByRole('dialog', { name: 'Popup 1' })
      await expect(first).toBeVisible()
      await expect(first).toHaveAttribute('aria-modal', 'true')
      expect(await scrollLocked(page)).toBe(true)
      // Focus moves into the popup.
      await expect(first.locator(':focus')).toHaveCount(1)

      const openAnother = first.getByRole('button', { name: 'Open another popup' })
      await openAnother.focus()
      await page.keyboard.press('Enter')
      const second = page.getByRole('dialog', { name: 'Popup 2' })
      await expect(second).toBeVisible()
      const ids = await page.locator('[role=dialog]').evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-popup-id'))))
      expect(ids).toHaveLength(2)
      expect(ids[1]).toBeGreaterThan(ids[0] as number)

      // Tab cycles inside the top popup only.
      for (let i = 0; i < 6; i += 1) {
        await page.keyboard.press('Tab')
        await expect(second.locator(':focus')).toHaveCount(1)
      }
      await page.keyboard.press('Shift+Tab')
      await expect(second.locator(':focus')).toHaveCount(1)

      // Escape closes only the top popup; focus goes back to the button that opened it.
      await page.keyboard.press('Escape')
      await expect(second).toHaveCount(0)
      await expect(first).toBeVisible()
      await expect(openAnother).toBeFocused()
      // One popup is still open, so the page still does not scroll (the lock counts popups).
      expect(await scrollLocked(page)).toBe(true)

      await first.getByRole('button', { name: 'Close Popup 1' }).click()
      await expect(first).toHaveCount(0)
      await expect(opener).toBeFocused()
      expect(await scrollLocked(page)).toBe(false)
    })

    test('a popup below the top one can be closed on its own', async ({ workerPage: page }) => {
      await page.goto(EXAMPLE)
      await waitForHydration(page)
      await page.getByRole('button', { name: 'Open a popup' }).click()
      await page.getByRole('dialog', { name: 'Popup 1' }).getByRole('button', { name: 'Open another popup' }).click()
      await page.getByRole('dialog', { name: 'Popup 2' }).getByRole('button', { name: 'Open another popup' }).click()
      await expect(page.getByRole('dialog')).toHaveCount(3)
      // The top popup's Done button closes that popup only; the next id is never reused.
      await page.getByRole('dialog', { name: 'Popup 3' }).getByRole('button', { name: 'Done' }).click()
      await page.getByRole('dialog', { name: 'Popup 2' }).getByRole('button', { name: 'Open another popup' }).click()
      const ids = await page.locator('[role=dialog]').evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-popup-id'))))
      expect(ids).toEqual([1, 2, 4])
    })
  })
}
