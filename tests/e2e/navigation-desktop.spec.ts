import { expect, type Page } from '@playwright/test'
import { docs, newestNavBarUpdate } from '../helpers/site-dataset'
import { waitForHydration } from './helpers'
import { test } from './worker-page'

// SPEC 2.2 Reading B, 2.3, 4.1: the main navigation at a desktop width.
test.use({ viewport: { width: 1280, height: 800 } })

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' })
const trigger = (page: Page, name: string) => nav(page).getByRole('button', { name })
const panel = (page: Page, id: string) => page.locator(`#nav-popup-${id}`)

test.beforeEach(async ({ workerPage: page }) => {
  await page.goto('/')
  await waitForHydration(page)
})

test('the Products popup opens on hover and shows the CMS menu: groups, sub-links and cards', async ({ workerPage: page }) => {
  await expect(panel(page, 'products')).toBeHidden()
  await trigger(page, 'Products').hover()
  await expect(trigger(page, 'Products')).toHaveAttribute('aria-expanded', 'true')
  await expect(trigger(page, 'Products')).toHaveAttribute('aria-controls', 'nav-popup-products')
  const products = panel(page, 'products')
  await expect(products).toBeVisible()
  // Every title, item, subItem and card of the products menu document shows.
  const menu = docs.find((d) => d._id === 'navBarMenu.products') as unknown as { columns: { items: Record<string, string>[] }[] }
  for (const entry of menu.columns.flatMap((c) => c.items)) {
    if (entry._type === 'title') await expect(products.getByText(entry.title as string, { exact: true })).toBeVisible()
    if (entry._type === 'item' || entry._type === 'subItem') {
      await expect(products.getByRole('link', { name: entry.title, exact: true })).toHaveAttribute('href', entry.href as string)
    }
    if (entry._type === 'card') {
      const card = products.locator(`a[href="${entry.href}"]`)
      await expect(card).toContainText(entry.eyebrow as string)
      await expect(card).toContainText(entry.title as string)
      await expect(card).toContainText(entry.footer as string)
      // SPEC 9.9: a card with an image file shows it at 310×257, loaded, never broken.
      const image = (entry as unknown as { image?: { alt: string } }).image
      if (image) {
        const img = card.locator('picture > img')
        await expect(img).toHaveAttribute('alt', image.alt)
        await expect(img).toHaveAttribute('width', '310')
        await expect(img).toHaveAttribute('height', '257')
        await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), { timeout: 20_000 }).toBe(true)
      }
    }
  }
})

test("the Products popup has the 'What’s new' card with the newest nav-bar update, and the links group", async ({ workerPage: page }) => {
  const update = newestNavBarUpdate()
  await trigger(page, 'Products').hover()
  const card = page.getByTestId('whats-new-card')
  await expect(card).toContainText(update.title)
  await expect(card.getByRole('link', { name: /Read/ })).toHaveAttribute('href', update.href)
  // Its image, 669×376 (SPEC 9.9), from the site's own processed files, really loads.
  const image = card.getByRole('img', { name: update.imageAlt })
  await expect(image).toHaveAttribute('width', '669')
  await expect(image).toHaveAttribute('height', '376')
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 20_000 }).toBe(true)
  expect(new URL((await image.getAttribute('src')) as string, page.url()).origin).toBe(new URL(page.url()).origin)
  await expect(panel(page, 'products').getByText('What’s new', { exact: true })).toBeVisible()
  // An update marked showInNavBar 'no' is never the card, even when newer.
  for (const hidden of docs.filter((d) => d._type === 'featureUpdateArticle' && d.showInNavBar === 'no')) {
    await expect(card).not.toContainText((hidden.headingAlt ?? hidden.heading) as string)
  }
})

test('at 1280px every card image of the Products popup stays inside its card (SPEC 3.6)', async ({ workerPage: page }) => {
  await trigger(page, 'Products').hover()
  const products = panel(page, 'products')
  await expect(products).toBeVisible()
  const wrappers = products.locator('div:has(> picture)')
  expect(await wrappers.count()).toBeGreaterThan(0)
  const boxes = await wrappers.evaluateAll((list) =>
    list.map((w) => {
      const card = w.parentElement as HTMLElement
      const image = w.getBoundingClientRect()
      const box = card.getBoundingClientRect()
      return { left: image.left - box.left, right: box.right - image.right }
    }),
  )
  for (const box of boxes) {
    expect(box.left).toBeGreaterThanOrEqual(-0.5)
    expect(box.right).toBeGreaterThanOrEqual(-0.5)
  }
})

test('at 1280px each popup shows four columns side by side (SPEC 2.2 B)', async ({ workerPage: page }) => {
  for (const [name, id] of [
    ['Products', 'products'],
    ['Solutions', 'solutions'],
    ['Resources', 'resources'],
  ] as const) {
    await trigger(page, name).hover()
    await expect(panel(page, id)).toBeVisible()
    // Columns as seen: the panel's children by where they start, left and top.
    const starts = await panel(page, id).evaluate((el) =>
      [...el.children].map((child) => {
        const box = child.getBoundingClientRect()
        return { left: Math.round(box.left), top: Math.round(box.top) }
      }),
    )
    expect(new Set(starts.map((s) => s.left)).size, name).toBe(4)
    expect(new Set(starts.map((s) => s.top)).size, `${name}: one row`).toBe(1)
  }
})

test('the Resources popup has the guide card, with an image (SPEC 2.2 B: a card shows an image)', async ({ workerPage: page }) => {
  await trigger(page, 'Resources').hover()
  const card = panel(page, 'resources').getByRole('link', { name: /Download the comprehensive access control guide/ })
  await expect(card).toHaveAttribute('href', '/guides/physical-access-control-systems')
  // The guide's own main image at the navigation card's 310×257 (SPEC 9.9), loaded, not broken.
  const image = card.locator('img')
  await expect(image).toBeVisible()
  await expect(image).toHaveAttribute('width', '310')
  await expect(image).toHaveAttribute('height', '257')
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
})

test('one popup at a time, and all close when the mouse leaves the navigation', async ({ workerPage: page }) => {
  await trigger(page, 'Products').hover()
  await expect(panel(page, 'products')).toBeVisible()
  await trigger(page, 'Solutions').hover()
  await expect(panel(page, 'solutions')).toBeVisible()
  await expect(panel(page, 'products')).toBeHidden()
  await expect(trigger(page, 'Products')).toHaveAttribute('aria-expanded', 'false')
  await page.mouse.move(640, 700)
  await expect(panel(page, 'solutions')).toBeHidden()
})

test('Enter and Space open a popup, pressing again closes it, Escape closes it and keeps focus on its button', async ({
  workerPage: page,
}) => {
  await trigger(page, 'Solutions').focus()
  await page.keyboard.press('Enter')
  await expect(panel(page, 'solutions')).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(panel(page, 'solutions')).toBeHidden()
  await page.keyboard.press('Space')
  await expect(panel(page, 'solutions')).toBeVisible()
  // Tab goes into the open popup.
  await page.keyboard.press('Tab')
  await expect(panel(page, 'solutions').locator(':focus')).toHaveCount(1)
  await page.keyboard.press('Escape')
  await expect(panel(page, 'solutions')).toBeHidden()
  await expect(trigger(page, 'Solutions')).toBeFocused()
  // Opening another by keyboard closes the first.
  await page.keyboard.press('Enter')
  await trigger(page, 'Resources').focus()
  await page.keyboard.press('Enter')
  await expect(panel(page, 'resources')).toBeVisible()
  await expect(panel(page, 'solutions')).toBeHidden()
})

test('clicking a link inside a popup loads its page, the popup closed', async ({ workerPage: page }) => {
  await trigger(page, 'Products').hover()
  await panel(page, 'products').getByRole('link', { name: 'Reader', exact: true }).click()
  await expect(page).toHaveURL(/\/products\/reader$/)
  await expect(trigger(page, 'Products')).toHaveAttribute('aria-expanded', 'false')
  await expect(panel(page, 'products')).toBeHidden()
})

test('direct links, the call to action and the logo', async ({ workerPage: page }) => {
  await expect(nav(page).getByRole('link', { name: 'Customers' })).toHaveAttribute('href', '/customers')
  await expect(nav(page).getByRole('link', { name: 'Partners' })).toHaveAttribute('href', '/resellers')
  await expect(nav(page).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing')
  await expect(nav(page).getByRole('link', { name: 'Get demo' })).toHaveAttribute('href', '/quote')
  await expect(nav(page).getByRole('link', { name: 'Threshold home' })).toHaveAttribute('href', '/')
  await expect(nav(page).getByRole('button', { name: 'Menu' })).toBeHidden()
})

test("the blog layout's call to action is 'Guide Downloads' → /download", async ({ workerPage: page }) => {
  const post = docs.find((d) => d._type === 'blogPost' && !d._id.startsWith('drafts.'))
  await page.goto(post?.href as string)
  await expect(nav(page).getByRole('link', { name: 'Guide Downloads' })).toHaveAttribute('href', '/download')
  await expect(nav(page).getByRole('link', { name: 'Get demo' })).toHaveCount(0)
})

test('the supplementary bar: sales phone, help, and Sign in on the home page only (SPEC 2.3)', async ({ workerPage: page }) => {
  await expect(page.getByRole('link', { name: '+1 415 555 0142' }).first()).toHaveAttribute('href', 'tel:+14155550142')
  await expect(page.getByRole('link', { name: 'Help', exact: true })).toHaveAttribute('href', '/support-request')
  const signIn = page.getByRole('link', { name: 'Sign in' })
  await expect(signIn).toHaveAttribute('href', 'https://app.threshold.example/users/sign_in')
  await expect(signIn).toHaveAttribute('target', '_blank')
  await expect(signIn).toHaveAttribute('rel', 'noopener')
  await nav(page).getByRole('link', { name: 'Pricing' }).click()
  await expect(page).toHaveURL(/\/pricing$/)
  await expect(page.getByRole('link', { name: 'Help', exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0)
})
