import { expect, type Page } from '@playwright/test'
import { openNavigationSection } from '../helpers/open-states'
import { SPEC_ROUTES } from '../helpers/spec-routes'
import { wcagViolations as violations } from './axe'
import { waitForHydration } from './helpers'
import { test } from './worker-page'

// The accessibility audit: axe against WCAG 2.2 AA on every route of the specification
// (docs/routes.txt) at a desktop and a phone width, then the states no route shows on load (an open
// navigation, a shown tooltip). No rule is disabled. At the phone width each route is also checked
// for reflow (WCAG 1.4.10, which axe cannot judge): nothing is wider than the viewport, at 390px and
// then at 320px (SPEC 9.8 starts the xsm breakpoint at 0), so no page scrolls sideways. The routes
// are loaded one after another in one page for each worker (`workerPage`), each as a new visitor.
/** A desktop's width and a phone's. */
const DESKTOP = 1280
const PHONE = 390
const WIDTHS = [DESKTOP, PHONE]
/** WCAG 1.4.10's width, to which the phone-width pages are narrowed once audited. */
const REFLOW_WIDTH = 320

/**
 * How far the page is wider than its viewport (0 when it is not), and the widest element or text,
 * to name the culprit when it is.
 */
async function sidewaysOverflow(page: Page): Promise<{ overflow: number; widest: string }> {
  return page.evaluate(() => {
    let widest = ''
    let right = window.innerWidth
    for (const el of document.querySelectorAll('body *')) {
      const box = el.getBoundingClientRect()
      if (box.right > right + 0.5 && getComputedStyle(el).visibility !== 'hidden') {
        right = box.right
        widest = `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} (${Math.round(box.right)}px)`
      }
    }
    // Text can overflow a box that fits (a long word): name its element too.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange()
      range.selectNodeContents(node)
      const box = range.getBoundingClientRect()
      if (box.right > right + 0.5) {
        right = box.right
        widest = `text "${String(node.textContent).slice(0, 30)}" in ${node.parentElement?.tagName.toLowerCase()} (${Math.round(box.right)}px)`
      }
    }
    return { overflow: Math.max(0, document.documentElement.scrollWidth - window.innerWidth), widest }
  })
}

for (const width of WIDTHS) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } })
    const reflows = width === PHONE

    for (const route of SPEC_ROUTES) {
      test(`${route} has no WCAG 2.2 AA violations${reflows ? `, and reflows to ${REFLOW_WIDTH}px` : ''}`, async ({ workerPage: page }) => {
        const response = await page.goto(route)
        expect(response?.status()).toBe(200)
        await waitForHydration(page)
        expect(await violations(page)).toEqual([])
        if (!reflows) return
        for (const narrowed of [width, REFLOW_WIDTH]) {
          await page.setViewportSize({ width: narrowed, height: 800 })
          const { overflow, widest } = await sidewaysOverflow(page)
          expect(overflow, `at ${narrowed}px, wider than the screen by ${overflow}px; widest element: ${widest}`).toBe(0)
        }
      })
    }

    test('the home page with the navigation open has no violations', async ({ page }) => {
      await openNavigationSection(page, '/', 'Products', width)
      if (width > 992) await expect(page.locator('#nav-popup-products')).toBeVisible()
      else await expect(page.getByTestId('get-in-touch')).toBeVisible()
      expect(await violations(page)).toEqual([])
    })

    test('a classic page with a navigation popup open has no violations', async ({ page }) => {
      const nav = await openNavigationSection(page, '/compare-us', 'Resources', width)
      await expect(nav.getByRole('link', { name: 'Careers' })).toBeVisible()
      expect(await violations(page)).toEqual([])
    })

    test('the design-system area with the side navigation open has no violations', async ({ page }) => {
      await page.goto('/laika/foundations/color')
      await waitForHydration(page)
      await page.getByRole('button', { name: 'Menu' }).click()
      await expect(page.getByRole('navigation', { name: 'Design system' })).toBeVisible()
      expect(await violations(page)).toEqual([])
    })
  })
}

test('the sandbox in the anti theme, with a tooltip shown, has no violations', async ({ page }) => {
  await page.goto('/laika/theming-sandbox')
  await waitForHydration(page)
  await page.getByRole('radio', { name: 'anti' }).check()
  await page.getByRole('button', { name: 'bottomCenter', exact: true }).focus()
  await expect(page.getByRole('tooltip')).toBeVisible()
  expect(await violations(page)).toEqual([])
})

test('the audit finds what it is there to find: violations planted in the page and in a frame, and a page too wide', async ({ page }) => {
  await page.setViewportSize({ width: PHONE, height: 800 })
  await page.goto('/pricing')
  await waitForHydration(page)
  await page.evaluate(() => {
    const img = document.createElement('img')
    img.src = '/images/share-default.png'
    img.id = 'planted-image'
    const faint = document.createElement('p')
    faint.id = 'planted-text'
    faint.textContent = 'Hardly readable'
    faint.style.cssText = 'color: #ddd; background: #fff'
    document.querySelector('main')?.prepend(img, faint)
    // Text outside every landmark: axe's best practice (region), not WCAG 2.2 AA.
    const outside = document.createElement('p')
    outside.textContent = 'Outside the landmarks'
    document.body.append(outside)
  })
  const found = await violations(page)
  expect(found).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^image-alt: #planted-image$/),
      expect.stringMatching(/^color-contrast: .*#planted-text/),
    ]),
  )
  expect(found.filter((v) => v.startsWith('region:'))).toEqual([])
  // And in a frame of the page.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const frame = document.createElement('iframe')
        frame.title = 'Planted'
        frame.srcdoc = '<!doctype html><html lang="en"><title>Planted</title><img id="framed-image" src="/images/share-default.png"></html>'
        frame.onload = () => resolve()
        document.querySelector('main')?.prepend(frame)
      }),
  )
  expect(await violations(page)).toEqual(expect.arrayContaining([expect.stringMatching(/^image-alt: .*iframe #framed-image/)]))

  await page.evaluate(() => {
    const wide = document.createElement('div')
    wide.id = 'planted-wide'
    wide.style.width = '400px'
    wide.style.height = '1px'
    document.querySelector('main')?.append(wide)
  })
  await page.setViewportSize({ width: REFLOW_WIDTH, height: 800 })
  const { overflow, widest } = await sidewaysOverflow(page)
  expect(overflow).toBeGreaterThan(0)
  expect(widest).not.toBe('')
})
