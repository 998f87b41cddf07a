import { expect } from '@playwright/test'
import { anchorHeadings, type TextBlock } from '../../src/lib/content/portable-text'
import { industryName } from '../../src/lib/content/taxonomy'
import { bodyOf, pages } from '../helpers/site-dataset'
import { test } from './worker-page'

// The long-form templates use the page. A case study proves something (logo, results
// band, the customer's quote, a side panel of facts); legal pages say when they were last updated
// and list their sections; long reads close with a call to action.

interface CaseStudyDoc {
  href: string
  customer: string
  industry: string
  companySize: string
  productsUsed: string[]
  results: { value: string; label: string }[]
  customerQuote: { text: string; name: string; jobTitle: string }
}
const story = pages.find((d) => d._type === 'caseStudy') as unknown as CaseStudyDoc
const legal = pages.find((d) => d._type === 'legalPage' && anchorHeadings(bodyOf(d) as TextBlock[]).toc.length >= 2)

test.use({ viewport: { width: 1280, height: 800 } })

test('a case study shows the logo, three results, the customer quote and a panel of facts', async ({ workerPage: page }) => {
  expect(story.results, 'every case study has three outcome figures').toHaveLength(3)
  await page.goto(story.href)
  const results = page.getByRole('list', { name: 'Results' }).getByRole('listitem')
  await expect(results).toHaveText(story.results.map((r) => new RegExp(`${r.value}\\s+${r.label}`)))
  const panel = page.getByRole('complementary', { name: `About ${story.customer}` })
  await expect(panel.getByRole('img', { name: `${story.customer} logo` })).toBeVisible()
  await expect(panel).toContainText(industryName(story.industry))
  await expect(panel).toContainText(story.companySize)
  for (const product of story.productsUsed) await expect(panel.getByRole('listitem').filter({ hasText: product })).toHaveCount(1)
  const quote = page.locator('article figure').filter({ hasText: story.customerQuote.text })
  await expect(quote.locator('figcaption')).toHaveText(`${story.customerQuote.name}, ${story.customerQuote.jobTitle}`)
  // On a wide screen the panel sits beside the story, not under it.
  const side = await panel.boundingBox()
  const heading = await page.locator('article > header h1').boundingBox()
  expect(side!.x).toBeGreaterThan(heading!.x + heading!.width - 1)
})

test('a legal page says when it was last updated and lists its sections beside the text', async ({ workerPage: page }) => {
  expect(legal, 'the dataset needs a legal page with two or more headings').toBeDefined()
  await page.goto(legal?.href as string)
  await expect(page.locator('article > header')).toContainText(/Last updated \w+/)
  const toc = anchorHeadings(bodyOf(legal!) as TextBlock[]).toc
  await expect(page.getByRole('navigation', { name: 'Table of contents' }).getByRole('link')).toHaveText(toc.map((e) => e.blockText))
  await expect(page.locator('.reading-time')).toHaveCount(0)
})

test('a blog post closes with a call to action to book a demo', async ({ workerPage: page }) => {
  const post = pages.find((d) => d._type === 'blogPost')
  await page.goto(post?.href as string)
  const closing = page.getByRole('region', { name: 'See Threshold on your own doors' })
  await expect(closing.getByRole('link', { name: 'Book a demo' })).toHaveAttribute('href', '/demo')
})
