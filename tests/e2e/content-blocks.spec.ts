import { expect } from '@playwright/test'
import { BODY_BLOCK_TYPES } from '../../src/content-model/types'
import { contentHref, opensInNewTab } from '../../src/lib/navigation/links'
import { bodyOf, deref, pages, pageWithBlock, textOf, type Block } from '../helpers/site-dataset'
import { moduleClass } from './helpers'
import { test } from './worker-page'

const BODY = moduleClass('Body', 'body')
const QUIZ = moduleClass('Quiz', 'quiz')

// Every body block type of SPEC 3.3 is rendered on the built site; nothing raw.
const expectations: Record<(typeof BODY_BLOCK_TYPES)[number], (block: Block) => { selector: string; text: string }> = {
  block: (b) => ({ selector: `${BODY} p`, text: textOf(b) }),
  figureImage: (b) => ({ selector: `${BODY} figure`, text: (b.caption as string | undefined) ?? '' }),
  figureTable: (b) => {
    const rows = b.rows as { cells: { blocks: Block[] }[] }[]
    return { selector: `${BODY} figure td`, text: textOf(rows[0]?.cells[0]?.blocks[0] as Block) }
  },
  ctaBanner: (b) => ({ selector: `${BODY} aside`, text: (b.content as { headingAlt: string }).headingAlt }),
  actionBanner: (b) => ({
    selector: `${BODY} aside[data-intention="${String(b.intention)}"]`,
    text: (b.content as { headingAlt: string }).headingAlt,
  }),
  authorQuote: (b) => {
    const author = deref(b.author)
    const company = deref(author?.company)
    // SPEC 3.3: 'jobTitle @ company name'
    return { selector: `${BODY} figure blockquote + figcaption`, text: `${String(author?.jobTitle)} @ ${String(company?.name)}` }
  },
  authorQuoteBlock: (b) => ({ selector: `${BODY} figure blockquote + figcaption`, text: String(deref(b.author)?.name) }),
  videoEmbed: (b) => ({ selector: `${BODY} ${moduleClass('VideoEmbed', 'video')}`, text: (b.title as string | undefined) ?? '' }),
  // These specs run as a visitor who declined cookies: the block's message instead of HubSpot's form.
  hubspotForm: (b) => ({ selector: `${BODY} [data-hubspot-form="${String(b.formId)}"]`, text: 'request a quote' }),
  quiz: (b) => ({ selector: `${BODY} ${QUIZ}`, text: String(b.question) }),
}

for (const type of BODY_BLOCK_TYPES) {
  test(`a ${type} block is rendered`, async ({ workerPage: page }) => {
    const found = pageWithBlock(type, (b) => type !== 'block' || (b.style === 'normal' && !b.listItem && textOf(b).length > 0))
    expect(found, `the dataset needs a page with a ${type} block`).toBeDefined()
    const { selector, text } = expectations[type](found?.block as Block)
    await page.goto(found?.doc.href as string)
    await expect(page.locator(selector).filter({ hasText: text }).first()).toBeVisible()
  })
}

test('a quiz shows its answer only when asked, from the keyboard too', async ({ workerPage: page }) => {
  const found = pageWithBlock('quiz')
  expect(found, 'the dataset needs a course with a quiz').toBeDefined()
  const answer = String((found?.block as Block).answer)
  await page.goto(found?.doc.href as string)
  const question = String((found?.block as Block).question)
  const quiz = page.getByRole('region', { name: `Quiz: ${question}` })
  await expect(quiz).toContainText(question)
  await expect(quiz.getByText(answer)).toBeHidden()
  const reveal = quiz.getByText('Show the answer')
  await reveal.focus()
  await page.keyboard.press('Enter')
  await expect(quiz.getByText(answer)).toBeVisible()
})

test('a body never shows raw data', async ({ workerPage: page }) => {
  for (const type of ['figureTable', 'authorQuote', 'videoEmbed', 'ctaBanner']) {
    const found = pageWithBlock(type)
    await page.goto(found?.doc.href as string)
    await expect(page.locator('main')).not.toContainText(/\[object Object\]|Unknown block type|_type/)
  }
})

test('links in rich text follow the link rule: internal links resolve, other origins and new tabs get rel noopener (SPEC 2.18)', async ({
  page,
}) => {
  const found = pageWithBlock('block', (b) =>
    ((b.markDefs as { _type: string }[] | undefined) ?? []).some((d) => d._type === 'internalLink'),
  )
  expect(found, 'the dataset needs a body with an internal link').toBeDefined()
  const block = found?.block as Block
  const defs = block.markDefs as { _type: string; _key: string; reference?: unknown; href?: string; newTab?: boolean }[]
  const spans = block.children as { text: string; marks: string[] }[]
  await page.goto(found?.doc.href as string)
  for (const def of defs) {
    const span = spans.find((s) => s.marks.includes(def._key))
    if (!span) continue
    const link = page.locator(`${BODY} a`).filter({ hasText: span.text })
    // Content of another project lives on the sister site (SPEC 2.10).
    const target = def._type === 'internalLink' ? deref(def.reference) : undefined
    const href = target ? contentHref(String(target.href), target.project as string | undefined) : String(def.href)
    await expect(link).toHaveAttribute('href', href)
    // Another origin opens in a new tab whatever the flag says; the flag adds one for an internal link.
    if (opensInNewTab(href, def.newTab)) {
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener')
    } else {
      await expect(link).not.toHaveAttribute('target', /./)
    }
  }
})

test.describe('at 390px', () => {
  test.use({ viewport: { width: 390, height: 800 } })

  test('a table wider than the screen shows that it scrolls, and a keyboard reaches it by its name (SPEC 3.3)', async ({
    workerPage: page,
  }) => {
    const withTables = pages.filter((doc) => bodyOf(doc).some((b) => b._type === 'figureTable')).map((doc) => doc.href as string)
    let clipped = 0
    for (const href of withTables) {
      await page.goto(href)
      const regions = await page.locator(`${BODY} figure [role="region"]`).evaluateAll((list) =>
        list.map((el) => {
          const style = getComputedStyle(el)
          return {
            clipped: el.scrollWidth > el.clientWidth,
            tabIndex: (el as HTMLElement).tabIndex,
            named: Boolean(el.getAttribute('aria-label') || el.getAttribute('aria-labelledby')),
            shades: (style.backgroundImage.match(/gradient\(/g) ?? []).length,
            attachment: style.backgroundAttachment,
          }
        }),
      )
      for (const region of regions.filter((r) => r.clipped)) {
        clipped += 1
        expect(region, href).toMatchObject({ tabIndex: 0, named: true, shades: 4, attachment: 'local, local, scroll, scroll' })
      }
    }
    expect(clipped, 'the dataset has a table wider than 390px').toBeGreaterThan(0)
  })
})
