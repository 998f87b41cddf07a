import { readFileSync } from 'node:fs'
import path from 'node:path'
import { readingTime, type TextBlock } from '../../../../src/lib/content/portable-text'

// The embedded dataset reads like a real company's site, at real pages' length, so the
// tables of contents, the reading times (SPEC 9.1) and every speed figure mean something.
const ROOT = path.join(__dirname, '../../../..')
type Doc = { _id: string; _type: string; body?: Block[]; [field: string]: unknown }
type Block = { _type: string; children?: { text: string }[]; [field: string]: unknown }
const docs: Doc[] = readFileSync(path.join(ROOT, 'content/cms/data.ndjson'), 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as Doc)
  .filter((d) => !d._id.startsWith('drafts.'))

/** The words a reader reads in a body: its text blocks and the text inside tables. */
function words(value: unknown): number {
  if (Array.isArray(value)) return value.reduce((n: number, v) => n + words(v), 0)
  if (!value || typeof value !== 'object') return 0
  const v = value as Record<string, unknown>
  if (v._type === 'span') return String(v.text).split(/\s+/).filter(Boolean).length
  return Object.entries(v).reduce((n, [k, x]) => (k === 'markDefs' ? n : n + words(x)), 0)
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
const ofType = (type: string) => docs.filter((d) => d._type === type)

describe('the embedded dataset', () => {
  const posts = ofType('blogPost')

  it('has blog posts of 600 words or more at the median, with five or more different reading times', () => {
    expect(median(posts.map((p) => words(p.body)))).toBeGreaterThanOrEqual(600)
    expect(new Set(posts.map((p) => readingTime(p.body as TextBlock[]))).size).toBeGreaterThanOrEqual(5)
  })

  it('gives every blog post a cover, an author and headings for its table of contents', () => {
    for (const post of posts) {
      expect([post._id, Boolean(post.mainImage), Boolean(post.author)]).toEqual([post._id, true, true])
      expect(post.body!.filter((b) => b._type === 'block' && /^h[23]$/.test(String(b.style))).length).toBeGreaterThanOrEqual(3)
    }
  })

  it('gives every case study a logo, three outcome figures and a quote from someone at the customer', () => {
    for (const story of ofType('caseStudy')) {
      const quote = story.customerQuote as { name: string; jobTitle: string } | undefined
      expect([story._id, Boolean(story.logo), (story.results as unknown[] | undefined)?.length]).toEqual([story._id, true, 3])
      expect(quote?.jobTitle).toContain(String(story.customer).split(' ')[0])
    }
  })

  it("bylines every case study with someone at Threshold, who quotes the customer: never the customer's own staff", () => {
    const companyOf = new Map(ofType('author').map((a) => [a._id, (a.company as { _ref: string })._ref]))
    const bylines = ofType('caseStudy').map((story) => [story._id, companyOf.get((story.author as { _ref: string })._ref)])
    expect(bylines).toEqual(ofType('caseStudy').map((story) => [story._id, 'company.threshold']))
  })

  it("tells every case study at a real case study's length, in the sections a buyer looks for", () => {
    for (const story of ofType('caseStudy')) {
      const headings = story
        .body!.filter((b) => b._type === 'block' && b.style === 'h2')
        .map((b) => b.children?.map((c) => c.text).join(''))
      const length = words(story.body)
      expect([story._id, length >= 400 && length <= 800]).toEqual([story._id, true])
      expect([story._id, headings]).toEqual([
        story._id,
        expect.arrayContaining(['The challenge', 'The solution', 'The rollout', 'The results']),
      ])
    }
  })

  it('gives every academy course several lessons, each ending in a quiz that has an answer', () => {
    for (const course of ofType('academyCourse')) {
      const lessons = course.body!.reduce<Block[][]>((all, b) => {
        if (b._type === 'block' && b.style === 'h2') all.push([])
        all.at(-1)?.push(b)
        return all
      }, [])
      expect([course._id, lessons.length >= 3]).toEqual([course._id, true])
      for (const lesson of lessons) {
        const quiz = lesson.at(-1)
        expect([course._id, quiz?._type, typeof quiz?.question, typeof quiz?.answer]).toEqual([course._id, 'quiz', 'string', 'string'])
      }
    }
  })

  it('gives every academy course more than one minute of reading, and the courses different lengths (SPEC 9.1)', () => {
    const minutes = ofType('academyCourse').map((c) => readingTime(c.body as TextBlock[]))
    expect(Math.min(...minutes)).toBeGreaterThan(1)
    expect(new Set(minutes).size).toBeGreaterThanOrEqual(3)
  })

  // The legal pages at a real company's length and structure, and marked as sample text (the page says so).
  it('writes the legal pages at length, with the sections a privacy policy needs, each marked as sample text', () => {
    const legal = new Map(ofType('legalPage').map((d) => [d._id, d]))
    const minimum: Record<string, number> = {
      'legalPage.privacy': 1800,
      'legalPage.terms': 1100,
      'legalPage.dpa': 1200,
      'legalPage.cookies': 500,
      'legalPage.gdpr': 500,
    }
    expect([...legal.keys()].sort()).toEqual(Object.keys(minimum).sort())
    for (const [id, doc] of legal) {
      expect([id, doc.sampleText, words(doc.body) >= minimum[id]!]).toEqual([id, true, true])
    }
    const headings = legal
      .get('legalPage.privacy')!
      .body!.filter((b) => b._type === 'block' && b.style === 'h2')
      .map((b) => b.children?.map((c) => c.text).join(''))
      .join(' | ')
    for (const topic of [
      /responsible/,
      /data we collect/,
      /legal bases/,
      /processes it/,
      /transfers/,
      /how long/i,
      /rights/,
      /cookies/i,
      /contact/i,
    ]) {
      expect(headings).toMatch(topic)
    }
  })
})

describe('the pages buyers land on', () => {
  type Section = { _type: string; items?: { href?: string }[]; [field: string]: unknown }
  const landing = ofType('page').map((d) => ({ href: String(d.href), sections: d.sections as Section[] }))
  const industries = landing.filter((p) => p.href.startsWith('/industry/'))
  const company = ['/access-control-system', '/enterprise', '/about']
  const paid = landing.filter((p) => p.href.startsWith('/lp/') && !p.href.endsWith('/thank-you'))
  /** Every href and internal reference under a value: where a visitor can go from it. */
  const links = (value: unknown): string[] => {
    if (Array.isArray(value)) return value.flatMap(links)
    if (!value || typeof value !== 'object') return []
    return Object.entries(value).flatMap(([k, v]) => (k === 'href' || k === '_ref' ? [String(v)] : links(v)))
  }

  it('ends every industry, feature and company page in a call to action', () => {
    const pages = landing.filter((p) => p.href.startsWith('/industry') || p.href.startsWith('/features/') || company.includes(p.href))
    expect(pages.length).toBe(10 + 9 + company.length)
    expect(pages.filter((p) => p.sections.at(-1)?._type !== 'ctaBanner').map((p) => p.href)).toEqual([])
  })

  it("tells each industry the sector's problems, a customer's proof, the products that fit and buyers' questions", () => {
    for (const page of industries) {
      const types = page.sections.map((s) => s._type)
      const faq = page.sections.find((s) => s._type === 'faq')
      const products = page.sections.filter((s) => s.items?.some((i) => i.href?.startsWith('/products/')))
      expect([page.href, ...['richText', 'testimonial', 'stats'].map((t) => types.includes(t))]).toEqual([page.href, true, true, true])
      expect([page.href, (faq?.items?.length ?? 0) >= 4, products.length > 0]).toEqual([page.href, true, true])
    }
  })

  it('leads a paid landing page to its form, right after the hero, with proof and no link away (SPEC 2.14)', () => {
    expect(paid.length).toBeGreaterThanOrEqual(3)
    for (const page of paid) {
      const types = page.sections.map((s) => s._type)
      expect([page.href, types.slice(0, 2), types.filter((t) => t === 'leadForm').length]).toEqual([page.href, ['hero', 'leadForm'], 1])
      expect([page.href, types.includes('testimonial') || types.includes('stats')]).toEqual([page.href, true])
      expect([page.href, links(page.sections)]).toEqual([page.href, []])
    }
  })
})
