import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'

// Every route of the specification fits a 320px and a 390px wide screen: nothing is wider than
// the viewport, so no page scrolls sideways (SPEC 9.8 starts the xsm breakpoint at 0).
const routes = readFileSync(path.join(__dirname, '../../docs/routes.txt'), 'utf8')
  .split('\n')
  .filter((line) => line.startsWith('/'))

for (const width of [320, 390]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } })
    for (const route of routes) {
      test(`${route} does not scroll sideways`, async ({ page }) => {
        await page.goto(route)
        const { scrollWidth, innerWidth, widest } = await page.evaluate(() => {
          // The widest element, to name the culprit when the page overflows.
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
          return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, widest }
        })
        expect(scrollWidth, `widest element: ${widest}`).toBeLessThanOrEqual(innerWidth)
      })
    }
  })
}
