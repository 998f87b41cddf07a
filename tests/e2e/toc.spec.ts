import { expect } from '@playwright/test'
import { anchorHeadings, readingTime, type TextBlock } from '../../src/lib/content/portable-text'
import { bodyOf, pages } from '../helpers/site-dataset'
import { moduleClass, waitForHydration } from './helpers'
import { test } from './worker-page'

// Heading anchors, the table of contents (SPEC 2.10, 3.3, 4.9, 9.7) and
// the reading time (SPEC 9.1) on article pages (articles, blog posts, guides).
const ARTICLE_TYPES = ['article', 'blogPost', 'guide']
const articles = pages.filter((d) => ARTICLE_TYPES.includes(d._type))
// The article with the most headings, so there is room to scroll between them.
const longest = [...articles].sort(
  (a, b) => anchorHeadings(bodyOf(b) as TextBlock[]).toc.length - anchorHeadings(bodyOf(a) as TextBlock[]).toc.length,
)[0]
const toc = anchorHeadings(bodyOf(longest ?? pages[0]!) as TextBlock[]).toc

test.use({ viewport: { width: 1280, height: 720 } })

test('the table of contents links to every h1–h3 of the post, in order, by anchor', async ({ workerPage: page }) => {
  expect(toc.length, 'the dataset needs an article with three or more headings').toBeGreaterThanOrEqual(3)
  await page.goto(longest?.href as string)
  const links = page.getByRole('navigation', { name: 'Table of contents' }).getByRole('link')
  await expect(links).toHaveText(toc.map((e) => e.blockText))
  for (const entry of toc) {
    await expect(links.filter({ hasText: entry.blockText }).first()).toBeVisible()
    await expect(page.locator(`${moduleClass('Body', 'body')} #${entry.anchor}`)).toHaveText(entry.blockText)
  }
  // Anchors are unique within the page.
  expect(new Set(toc.map((e) => e.anchor)).size).toBe(toc.length)
})

test('a table-of-contents link jumps to its heading and highlights it', async ({ workerPage: page }) => {
  await page.goto(longest?.href as string)
  await waitForHydration(page)
  const target = toc[Math.floor(toc.length / 2)]!
  const nav = page.getByRole('navigation', { name: 'Table of contents' })
  await nav.locator(`a[href="#${target.anchor}"]`).click()
  await expect(page).toHaveURL(new RegExp(`#${target.anchor}$`))
  const top = await page.locator(`#${target.anchor}`).evaluate((el) => el.getBoundingClientRect().top)
  expect(top).toBeGreaterThanOrEqual(-1)
  expect(top).toBeLessThanOrEqual(720 * 0.2)
  await expect(nav.locator(`a[href="#${target.anchor}"]`)).toHaveAttribute('aria-current', 'location')
  await expect(nav.locator('a[aria-current]')).toHaveCount(1)
})

test('the highlighted link follows the scroll: active within 20% of the viewport height', async ({ workerPage: page }) => {
  await page.goto(longest?.href as string)
  await waitForHydration(page)
  const nav = page.getByRole('navigation', { name: 'Table of contents' })
  // At the top, before any heading reaches the line, nothing is highlighted.
  await expect(nav.locator('a[aria-current]')).toHaveCount(0)
  let checked = 0
  for (const entry of toc) {
    const reached = await page.evaluate((id) => {
      const el = document.getElementById(id) as HTMLElement
      const y = window.scrollY + el.getBoundingClientRect().top - window.innerHeight * 0.1
      window.scrollTo(0, y)
      return Math.abs(window.scrollY - y) < 2
    }, entry.anchor)
    if (!reached) continue // the page ends before this heading can reach the top tenth
    await expect(nav.locator('a[aria-current="location"]')).toHaveAttribute('href', `#${entry.anchor}`)
    checked++
  }
  expect(checked).toBeGreaterThanOrEqual(3)
  // A heading just below the 20% line is not active yet: the previous section stays highlighted.
  const [first, second] = toc
  await page.evaluate((id) => {
    const el = document.getElementById(id) as HTMLElement
    window.scrollTo(0, window.scrollY + el.getBoundingClientRect().top - window.innerHeight * 0.3)
  }, second!.anchor)
  await expect(nav.locator('a[aria-current="location"]')).toHaveAttribute('href', `#${first!.anchor}`)
})

for (const doc of articles) {
  test(`the reading time is shown on ${doc.href as string} (SPEC 9.1)`, async ({ workerPage: page }) => {
    await page.goto(doc.href as string)
    await expect(page.locator('article > header .reading-time')).toHaveText(`· ${readingTime(bodyOf(doc))} min read`)
  })
}

test('pages that are not articles show no reading time or table of contents', async ({ workerPage: page }) => {
  const other = pages.find((d) => d._type === 'caseStudy')
  await page.goto(other?.href as string)
  await expect(page.locator('article > header h1')).toBeVisible()
  await expect(page.locator('.reading-time')).toHaveCount(0)
  await expect(page.getByRole('navigation', { name: 'Table of contents' })).toHaveCount(0)
})
