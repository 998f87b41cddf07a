import { expect, type Page } from '@playwright/test'
import { waitForHydration } from './helpers'
import { test } from './worker-page'

// SPEC 2.2 Reading B, 4.1: the main navigation's burger menu at a phone width.
test.use({ viewport: { width: 390, height: 800 } })

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' })
const burger = (page: Page) => nav(page).getByRole('button', { name: 'Menu' })
const pageScrollLocked = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).overflow === 'hidden')
/** The lock is the stylesheet's, following the menu's open mark: polled until the style is recomputed. */
const expectScrollReleased = (page: Page) => expect.poll(() => pageScrollLocked(page)).toBe(false)

test.beforeEach(async ({ workerPage: page }) => {
  await page.goto('/')
  await waitForHydration(page)
})

test('the burger opens a full-height menu, locks page scrolling and shows Get in touch', async ({ workerPage: page }) => {
  await expect(nav(page).getByRole('button', { name: 'Products' })).toBeHidden()
  await expect(burger(page)).toHaveAttribute('aria-expanded', 'false')
  await expect(burger(page)).toHaveAttribute('aria-controls', 'main-nav-menu')
  expect(await pageScrollLocked(page)).toBe(false)

  await burger(page).click()
  await expect(burger(page)).toHaveAttribute('aria-expanded', 'true')
  await expect(nav(page).getByRole('button', { name: 'Products' })).toBeVisible()
  const box = await nav(page).boundingBox()
  expect(box?.y).toBe(0)
  expect(box?.height).toBe(800)
  expect(await pageScrollLocked(page)).toBe(true)
  // The page behind does not scroll.
  await page.mouse.wheel(0, 600)
  expect(await page.evaluate(() => window.scrollY)).toBe(0)

  const contact = page.getByTestId('get-in-touch')
  await expect(contact).toContainText('Get in touch')
  await expect(contact.getByRole('link', { name: 'sales@threshold.example' })).toHaveAttribute('href', 'mailto:sales@threshold.example')
  await expect(contact.getByRole('link', { name: '+1 415 555 0142' })).toHaveAttribute('href', 'tel:+14155550142')

  await burger(page).click()
  await expect(burger(page)).toHaveAttribute('aria-expanded', 'false')
  await expect(contact).toBeHidden()
  await expectScrollReleased(page)
})

test('each section expands under its own title, on its own, without closing the burger', async ({ workerPage: page }) => {
  await burger(page).click()
  const products = nav(page).getByRole('button', { name: 'Products' })
  const resources = nav(page).getByRole('button', { name: 'Resources' })
  await products.click()
  await expect(products).toHaveAttribute('aria-expanded', 'true')
  await expect(page.locator('#nav-popup-products').getByRole('link', { name: 'Reader', exact: true })).toBeVisible()
  await resources.click()
  await expect(page.locator('#nav-popup-resources').getByRole('link', { name: /comprehensive access control guide/ })).toBeVisible()
  // Both stay open: the section buttons are marked not to close the navigation.
  await expect(products).toHaveAttribute('aria-expanded', 'true')
  await expect(burger(page)).toHaveAttribute('aria-expanded', 'true')
  await products.click()
  await expect(products).toHaveAttribute('aria-expanded', 'false')
  await expect(resources).toHaveAttribute('aria-expanded', 'true')
})

test('clicking a link in the burger menu closes it and unlocks scrolling', async ({ workerPage: page }) => {
  await burger(page).click()
  await nav(page).getByRole('button', { name: 'Solutions' }).click()
  await page.locator('#nav-popup-solutions').getByRole('link', { name: 'Lockdown' }).click()
  await expect(page).toHaveURL(/\/features\/lockdown$/)
  await expect(burger(page)).toHaveAttribute('aria-expanded', 'false')
  await expect(nav(page).getByRole('button', { name: 'Solutions' })).toBeHidden()
  await expectScrollReleased(page)
})

test('Escape closes the burger and gives focus back to the burger button', async ({ workerPage: page }) => {
  await burger(page).focus()
  await page.keyboard.press('Enter')
  await expect(burger(page)).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Escape')
  await expect(burger(page)).toHaveAttribute('aria-expanded', 'false')
  await expect(burger(page)).toBeFocused()
  await expectScrollReleased(page)
})
