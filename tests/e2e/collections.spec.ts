import { AxeBuilder } from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import {
  BLOG_POSTS_PER_PAGE,
  CARD_SUMMARY_LENGTH,
  blogPagePath,
  groupByMonth,
  neighbours,
  relatedPosts,
  coursesPath,
  relatedReading,
  sortCourses,
} from '../../src/lib/content/collections'
import { site } from '../../src/config/site-config'
import { BLOG_FEED_PATH } from '../../src/lib/seo/feeds'
import { readingTime, type TextBlock } from '../../src/lib/content/portable-text'
import { ACADEMY_LABELS, INDUSTRIES, industryName } from '../../src/lib/content/taxonomy'
import { truncate } from '../../src/lib/content/text'
import { docs, newestFirst, otherProjectPages, publishedEntries } from '../helpers/site-dataset'
import { waitForHydration } from './helpers'
import { test } from './worker-page'

// SPEC 2.11, 2.12 (docs/collections.md): the collection pages, checked against the dataset the site was built from.
const posts = newestFirst(publishedEntries('blogPost'))
const courses = publishedEntries('academyCourse').map((c) => ({
  ...c,
  id: c._id,
  label: c.label as string,
  order: c.order as number | undefined,
  body: c.body as TextBlock[],
}))
const stories = newestFirst(publishedEntries('caseStudy'))
const pageCount = Math.max(1, Math.ceil(posts.length / BLOG_POSTS_PER_PAGE))

const cardTitles = (page: Page, scope = 'main') => page.locator(`${scope} :is(h2, h3) > a`)
const markPage = (page: Page) => page.evaluate(() => ((window as unknown as { __marker: boolean }).__marker = true))
const isSameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker === true)

test('the blog features the newest post, then pages through every post newest first', async ({ workerPage: page }) => {
  expect(posts.length, 'the dataset needs blog posts').toBeGreaterThan(0)
  await page.goto('/blog')
  await expect(page.getByRole('region', { name: 'Featured post' }).getByRole('heading', { level: 2 })).toHaveText(
    posts[0]?.headingAlt as string,
  )
  const seen: string[] = []
  for (let n = 1; n <= pageCount; n++) {
    await expect(page).toHaveURL(new RegExp(`${blogPagePath(n)}$`))
    // toHaveText retries until the page shows them: after an in-app click the URL changes first.
    const expected = posts.slice((n - 1) * BLOG_POSTS_PER_PAGE, n * BLOG_POSTS_PER_PAGE).map((p) => p.headingAlt)
    await expect(cardTitles(page)).toHaveText(expected)
    seen.push(...(await cardTitles(page).allTextContents()))
    const head = { prev: page.locator('head link[rel=prev]'), next: page.locator('head link[rel=next]') }
    if (n > 1) await expect(head.prev).toHaveAttribute('href', blogPagePath(n - 1))
    else await expect(head.prev).toHaveCount(0)
    if (n < pageCount) {
      await expect(head.next).toHaveAttribute('href', blogPagePath(n + 1))
      await waitForHydration(page)
      await page.getByRole('navigation', { name: 'Blog pages' }).getByRole('link', { name: 'Older posts' }).click()
    } else {
      await expect(head.next).toHaveCount(0)
    }
  }
  expect(seen).toEqual(posts.map((p) => p.headingAlt))
  if (pageCount > 1) {
    await page.getByRole('navigation', { name: 'Blog pages' }).getByRole('link', { name: 'Newer posts' }).click()
    await expect(page).toHaveURL(new RegExp(`${blogPagePath(pageCount - 1)}$`))
  } else {
    await expect(page.getByRole('navigation', { name: 'Blog pages' })).toHaveCount(0)
  }
})

test('a blog card shows image, title, truncated summary, date and reading time; the blog head links the RSS feed', async ({
  workerPage: page,
}) => {
  await page.goto('/blog')
  await expect(page.locator(`head link[rel=alternate][type="application/rss+xml"]`)).toHaveAttribute('href', BLOG_FEED_PATH)
  for (const post of posts.slice(0, BLOG_POSTS_PER_PAGE)) {
    const card = page.locator('main div', { has: page.getByRole('link', { name: post.headingAlt, exact: true }) }).last()
    if (post.summary) await expect(card).toContainText(truncate(post.summary as string, CARD_SUMMARY_LENGTH))
    await expect(card).toContainText(`${readingTime(post.body as TextBlock[])} min read`)
    await expect(card.locator('time')).toHaveAttribute('datetime', post.publishedOn as string)
    const image = post.mainImage as { alt: string } | undefined
    if (image) {
      const img = card.locator('picture > img')
      await expect(img).toHaveAttribute('alt', image.alt)
      await img.scrollIntoViewIfNeeded()
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true)
    }
  }
})

test('a blog post ends with related posts, the same category first', async ({ workerPage: page }) => {
  expect(posts.length, 'related posts need two posts in the dataset').toBeGreaterThan(1)
  const post = posts[0]
  const asPost = (p: (typeof posts)[0]) => ({ ...p, id: p._id, publishedIso: p.publishedOn, category: p.category as string })
  const expected = relatedPosts(asPost(post as (typeof posts)[0]), posts.map(asPost))
  await page.goto(post?.href as string)
  const related = page.getByRole('region', { name: 'Related posts' })
  await expect(related.getByRole('heading', { level: 3 })).toHaveText(expected.map((p) => p.headingAlt))
})

// Long-form templates: every long-form type ends with up to three others of its type, the
// same topic first (relatedReading), never the page itself; a course's, besides its previous and next.
const RELATED: { type: string; heading: string; topic?: string }[] = [
  { type: 'article', heading: 'More from the learning hub' },
  { type: 'guide', heading: 'More guides' },
  { type: 'caseStudy', heading: 'More customer stories', topic: 'industry' },
  { type: 'featureUpdateArticle', heading: 'More product updates' },
  { type: 'academyCourse', heading: 'More courses', topic: 'label' },
]
for (const { type, heading, topic } of RELATED) {
  test(`a ${type} page ends with related reading of its type: '${heading}'`, async ({ workerPage: page }) => {
    // The build reads the pages in route order; ties of date keep it.
    const entries = publishedEntries(type)
      .map((e) => ({
        ...e,
        id: e._id,
        publishedIso: e.publishedOn,
        label: (e.label as string | undefined) ?? '',
        order: e.order as number | undefined,
      }))
      .sort((a, b) => (a.href < b.href ? -1 : 1))
    expect(entries.length, `the dataset needs two of ${type}`).toBeGreaterThan(1)
    const entry = entries[entries.length - 1]!
    const { previous, next } = type === 'academyCourse' ? neighbours(sortCourses(entries, ACADEMY_LABELS), entry.id) : {}
    const skip = new Set([previous?.id, next?.id].filter((id): id is string => Boolean(id)))
    const expected = relatedReading(entries, (e) => (topic ? String((e as Record<string, unknown>)[topic]) : null))(entry, skip)
    expect(expected.length).toBeGreaterThan(0)
    await page.goto(entry.href)
    const related = page.getByRole('region', { name: heading })
    await expect(related.getByRole('heading', { level: 3 })).toHaveText(expected.map((e) => e.headingAlt))
    const hrefs = await related.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(hrefs).not.toContain(entry.href)
    // The page, its related reading included, passes axe at a desktop and a phone width.
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 })
      await waitForHydration(page)
      const { violations } = await new AxeBuilder({ page }).analyze()
      expect(violations.map((v) => `${width}px ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    }
  })
}

test('the academy home explains each track and lists its courses in order, with lessons and reading times', async ({
  workerPage: page,
}) => {
  await page.goto('/academy')
  for (const label of ACADEMY_LABELS) {
    const track = page.getByRole('region', { name: label, exact: true })
    const own = sortCourses(courses, ACADEMY_LABELS).filter((c) => c.label === label)
    await expect(track.getByText('After this track you can:')).toBeVisible()
    await expect(track.getByRole('link', { name: `All ${label} courses` })).toHaveAttribute('href', coursesPath(label))
    const list = track.getByRole('list', { name: `${label} courses, in order` })
    await expect(list.locator(':scope > li h3')).toHaveText(own.map((c) => c.headingAlt))
    for (const [i, course] of own.entries()) {
      const lessons = course.body.filter((b) => b._type === 'block' && b.style === 'h2').length
      await expect(list.locator(':scope > li').nth(i)).toContainText(
        `${lessons} lessons with quizzes · ${readingTime(course.body)} min read`,
      )
    }
  }
})

test('the academy label filter: from the query string, without a reload, written back, and the back button', async ({
  workerPage: page,
}) => {
  const [first, second] = ACADEMY_LABELS
  const titlesOf = (label: string) =>
    sortCourses(courses, ACADEMY_LABELS)
      .filter((c) => c.label === label)
      .map((c) => c.headingAlt)
  await page.goto('/academy')
  // The academy home's track: its link to the track's courses.
  await page.getByRole('link', { name: `All ${first} courses`, exact: true }).click()
  await expect(page).toHaveURL(/\/academy\/courses\?label=Access\+Control$/)
  await waitForHydration(page)
  await expect(cardTitles(page)).toHaveText(titlesOf(first))
  await expect(page.getByRole('button', { name: first })).toHaveAttribute('aria-pressed', 'true')

  await markPage(page)
  await page.getByRole('button', { name: second }).click()
  await expect(page).toHaveURL(/\/academy\/courses\?label=Physical\+Security$/)
  expect(await isSameDocument(page)).toBe(true)
  if (titlesOf(second).length > 0) await expect(cardTitles(page)).toHaveText(titlesOf(second))
  else await expect(page.locator('main').getByRole('status')).toHaveText(`No courses under ${second} yet.`)

  // The filter replaced the history entry: back leaves the course list for the academy home.
  await page.goBack()
  await expect(page).toHaveURL(/\/academy$/)
  await page.goForward()
  await expect(page).toHaveURL(/\/academy\/courses\?label=Physical\+Security$/)
  await waitForHydration(page)
  await expect(page.getByRole('button', { name: second })).toHaveAttribute('aria-pressed', 'true')

  await page.getByRole('button', { name: 'All' }).click()
  await expect(page).toHaveURL(/\/academy\/courses$/)
  await expect(cardTitles(page)).toHaveCount(courses.length)
})

test('an unknown academy label shows every course', async ({ workerPage: page }) => {
  await page.goto('/academy/courses?label=Underwater%20Basket%20Weaving')
  await waitForHydration(page)
  await expect(page.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true')
  await expect(cardTitles(page)).toHaveText(sortCourses(courses, ACADEMY_LABELS).map((c) => c.headingAlt))
})

test('a course page shows its reading time and links to the previous and next course', async ({ workerPage: page }) => {
  const sorted = sortCourses(courses, ACADEMY_LABELS)
  expect(sorted.length, 'previous/next needs two courses in the dataset').toBeGreaterThan(1)
  const course = sorted[1]
  const { previous, next } = neighbours(sorted, course?.id as string)
  await page.goto(course?.href as string)
  await expect(page.locator('article > header')).toContainText(`${readingTime(course?.body ?? [])} min read`)
  const nav = page.getByRole('navigation', { name: 'Courses' })
  await expect(nav.getByRole('link', { name: `Previous course: ${previous?.headingAlt}` })).toHaveAttribute(
    'href',
    previous?.href as string,
  )
  if (next) await expect(nav.getByRole('link', { name: `Next course: ${next.headingAlt}` })).toHaveAttribute('href', next.href)
  else await expect(nav.getByRole('link', { name: /^Next course/ })).toHaveCount(0)
})

test('the academy about page links to the docs, how it works and the help centre in new tabs', async ({ workerPage: page }) => {
  await page.goto('/academy/about')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`What is ${site.brand.name} Academy?`)
  await expect(page.getByRole('link', { name: 'Read the documentation' })).toHaveAttribute('href', '/docs')
  await expect(page.getByRole('link', { name: 'Explore the access control system' })).toHaveAttribute('href', '/access-control-system')
  await expect(page.getByRole('link', { name: 'See how it works' })).toHaveAttribute('href', '/how-it-works')
  for (const name of ['Installation guides', 'Admin onboarding', 'User onboarding']) {
    const link = page.getByRole('link', { name })
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', /noopener/)
    await expect(link).toHaveAttribute('href', /^https:\/\//)
  }
})

test('the customers filter shows the stories of one industry, each with its headline figure', async ({ workerPage: page }) => {
  expect(stories.length, 'the dataset needs case studies').toBeGreaterThan(0)
  await page.goto('/customers')
  await waitForHydration(page)
  await expect(cardTitles(page)).toHaveText(stories.map((s) => s.headingAlt))
  for (const story of stories) {
    const figure = story.headlineFigure as { value: string; label: string } | undefined
    if (figure) await expect(page.locator('main li', { hasText: story.headingAlt })).toContainText(`${figure.value} ${figure.label}`)
  }
  await markPage(page)
  for (const industry of INDUSTRIES) {
    const expected = stories.filter((s) => s.industry === industry).map((s) => s.headingAlt)
    await page.getByRole('button', { name: industryName(industry), exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/customers\\?industry=${industry}$`))
    if (expected.length > 0) await expect(cardTitles(page)).toHaveText(expected)
    else await expect(page.getByRole('main').getByRole('status')).toHaveText(`No customer stories in ${industryName(industry)} yet.`)
  }
  expect(await isSameDocument(page)).toBe(true)
})

test('updates are newest first, under one heading per month, each with its image and summary', async ({ workerPage: page }) => {
  const updates = newestFirst(publishedEntries('featureUpdateArticle'))
  const months = groupByMonth(updates.map((u) => ({ ...u, publishedIso: u.publishedOn })))
  await page.goto('/updates')
  await expect(page.locator('main h2')).toHaveText(months.map((m) => m.label))
  await expect(cardTitles(page)).toHaveText(updates.map((u) => u.headingAlt))
  for (const update of updates) {
    const card = page.locator('main li', { hasText: update.headingAlt })
    if (update.summary) await expect(card).toContainText(truncate(update.summary as string, CARD_SUMMARY_LENGTH))
    await expect(card.locator('picture > img')).toHaveAttribute('alt', (update.mainImage as { alt: string }).alt)
  }
})

// A month holds one update or a few: each update is a row at the content's full width, never a
// half-width card beside an empty column.
test('updates at 1280 px: each month beside its updates, each update spanning the content, image beside text', async ({
  workerPage: page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/updates')
  const rows = await page.evaluate(() => {
    const main = document.querySelector('main') as HTMLElement
    const right = main.getBoundingClientRect().right - parseFloat(getComputedStyle(main).paddingRight)
    return [...main.querySelectorAll('section')].flatMap((section) => {
      const heading = (section.querySelector('h2') as HTMLElement).getBoundingClientRect()
      return [...section.querySelectorAll('li')].map((item) => {
        const card = item.getBoundingClientRect()
        const image = (item.querySelector('img') as HTMLElement).getBoundingClientRect()
        const title = (item.querySelector('h3') as HTMLElement).getBoundingClientRect()
        return {
          reachesRight: right - card.right < 2,
          besideMonth: card.left > heading.right,
          imageBesideText: title.left >= image.right && title.top < image.bottom,
        }
      })
    })
  })
  expect(rows.length).toBe(publishedEntries('featureUpdateArticle').length)
  for (const row of rows) expect(row).toEqual({ reachesRight: true, besideMonth: true, imageBesideText: true })
})

test('the learning hub lists guides and articles; /download only the downloadable guides', async ({ workerPage: page }) => {
  const guides = newestFirst(publishedEntries('guide'))
  const articles = newestFirst(publishedEntries('article'))
  await page.goto('/resources')
  const shelf = (name: string) => page.getByRole('region', { name, exact: true }).locator(':is(h2, h3) > a')
  await expect(shelf('Guides')).toHaveText(guides.map((g) => g.headingAlt))
  await expect(shelf('Articles')).toHaveText(articles.map((a) => a.headingAlt))
  await page.goto('/download')
  const downloadable = guides.filter((g) => g.downloadable === true).map((g) => g.headingAlt)
  if (downloadable.length > 0) await expect(cardTitles(page)).toHaveText(downloadable)
  else await expect(page.locator('main').getByRole('status')).toContainText('No downloadable guides yet.')
})

// SPEC 2.10, 3.3: content of another project lives on the sister coworking site, not here.
// That it is not built or in the sitemap, HTTP alone tells: tests/site/collections.test.ts.
test('a document of another project is no page of this site: not listed; links to it go to the sister site', async ({
  workerPage: page,
}) => {
  expect(otherProjectPages.length, 'the dataset needs a document of another project').toBeGreaterThan(0)
  for (const doc of otherProjectPages) {
    const href = String(doc.href)
    await page.goto((doc.pathDir as string | undefined) ?? '/resources')
    await expect(page.locator(`main a[href="${href}"]`)).toHaveCount(0)
  }
  // A post links to one in its text: the link goes to the sister site, at the same path.
  const linking = docs.find((d) => JSON.stringify(d.body ?? []).includes(`"_ref":"${otherProjectPages[0]?._id}"`))
  expect(linking, 'the dataset needs a page that links to it').toBeDefined()
  await page.goto(String(linking?.href))
  await expect(page.locator(`main a[href="${site.sisterSiteUrl}${String(otherProjectPages[0]?.href)}"]`)).toHaveCount(1)
})

const COLLECTION_PAGES = [
  '/blog',
  ...(pageCount > 1 ? [blogPagePath(2)] : []),
  '/academy',
  '/academy/courses',
  '/academy/about',
  '/updates',
  '/customers',
  '/resources',
  '/download',
]

for (const path of COLLECTION_PAGES) {
  test(`no axe violations on ${path}`, async ({ workerPage: page }) => {
    await page.goto(path)
    await waitForHydration(page)
    const { violations } = await new AxeBuilder({ page }).analyze()
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  })
}

// Cards and grids: one card component. The whole card is its title's one link (the link's
// ::after stretched over the card), the title in the card's ink and not underlined; no grid shows holes.
const CARD_PAGES = [
  '/blog',
  '/resources',
  '/academy',
  '/academy/courses',
  '/legal',
  '/customers',
  '/updates',
  '/download',
  '/careers',
  '/laika',
]

interface CardFacts {
  links: number
  covered: boolean
  inkTitle: boolean
  underlined: boolean
}

/** The linked cards of the page (a link whose ::after is stretched over its positioned card), and their grids' rows. */
const cardsOf = (page: Page) =>
  page.evaluate(() => {
    const stretched = [...document.querySelectorAll<HTMLAnchorElement>('main a')].filter((a) => {
      const after = getComputedStyle(a, '::after')
      return after.content !== 'none' && after.position === 'absolute'
    })
    const cards = stretched.map((a) => {
      const card = a.offsetParent as HTMLElement
      card.scrollIntoView({ block: 'center' })
      const box = card.getBoundingClientRect()
      // A point near the card's bottom-right corner, far from the title, still hits the link.
      const hit = document.elementFromPoint(box.right - 6, box.bottom - 6)
      const facts: CardFacts = {
        links: card.querySelectorAll('a').length,
        covered: hit === a || a.contains(hit),
        inkTitle: getComputedStyle(a).color === getComputedStyle(card).color,
        underlined: getComputedStyle(a).textDecorationLine.includes('underline'),
      }
      return { card, facts }
    })
    const grids = new Map<HTMLElement, HTMLElement[]>()
    for (const { card } of cards) {
      let item: HTMLElement = card
      while (item.parentElement && getComputedStyle(item.parentElement).display !== 'grid') item = item.parentElement
      const grid = item.parentElement
      if (!grid) continue
      grids.set(grid, [...(grids.get(grid) ?? []), item])
    }
    const rows = [...grids.entries()].map(([grid, items]) => {
      const tops = new Map<number, number>()
      for (const item of items) {
        const top = Math.round(item.getBoundingClientRect().top)
        tops.set(top, (tops.get(top) ?? 0) + 1)
      }
      // The first row reaches the grid's right edge: no empty columns after its last card.
      const firstTop = Math.min(...tops.keys())
      const firstRowRight = Math.max(
        ...items.filter((i) => Math.round(i.getBoundingClientRect().top) === firstTop).map((i) => i.getBoundingClientRect().right),
      )
      const gap = grid.getBoundingClientRect().right - firstRowRight
      // The last row too, or a hole beside its last card (a lone card on a row of two).
      const lastTop = Math.max(...tops.keys())
      const lastRowRight = Math.max(
        ...items.filter((i) => Math.round(i.getBoundingClientRect().top) === lastTop).map((i) => i.getBoundingClientRect().right),
      )
      const lastGap = grid.getBoundingClientRect().right - lastRowRight
      return { firstRowFull: gap < 2, lastRowFull: lastGap < 2, perRow: [...tops.entries()].sort((a, b) => a[0] - b[0]).map(([, n]) => n) }
    })
    return { cards: cards.map((c) => c.facts), rows }
  })

/** Full rows, the last one at most one card short of three or more (no 4 + 1, no 3 cards in a 4-column grid, no 2 + 1). */
function expectNoHoles(rows: { firstRowFull: boolean; lastRowFull: boolean; perRow: number[] }[]): void {
  for (const { firstRowFull, lastRowFull, perRow } of rows) {
    const first = perRow[0] ?? 0
    expect(firstRowFull, `the first row of ${perRow.join(' + ')} leaves empty columns`).toBe(true)
    expect(
      perRow.slice(0, -1).every((n) => n === first),
      `rows ${perRow.join(' + ')}`,
    ).toBe(true)
    expect(perRow.at(-1) ?? 0, `rows ${perRow.join(' + ')}`).toBeGreaterThanOrEqual(first - 1)
    expect(lastRowFull || first >= 3, `rows ${perRow.join(' + ')}: a hole beside the last card`).toBe(true)
  }
}

test.describe('cards and grids at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } })
  for (const path of CARD_PAGES) {
    test(`${path}: every card is one link covering the card, its title in ink, not underlined; no grid has holes`, async ({
      workerPage: page,
    }) => {
      await page.goto(path)
      const { cards, rows } = await cardsOf(page)
      expect(cards.length, 'the page shows linked cards').toBeGreaterThan(0)
      for (const card of cards) expect(card).toEqual({ links: 1, covered: true, inkTitle: true, underlined: false })
      expectNoHoles(rows)
    })
  }

  test('a linked card shows a hover and a keyboard focus ring around the whole card', async ({ workerPage: page }) => {
    await page.goto('/resources')
    const link = page.locator('main li a').first()
    const card = link.locator('xpath=ancestor::div[1]')
    const shadow = () => card.evaluate((el) => getComputedStyle(el).boxShadow)
    const before = await shadow()
    await card.hover({ position: { x: 10, y: 10 } })
    await expect.poll(shadow).not.toBe(before)
    await page.keyboard.press('Tab')
    await link.focus()
    const ring = await link.evaluate((a) => {
      const after = getComputedStyle(a, '::after')
      return { style: after.outlineStyle, inset: after.inset }
    })
    expect(ring).toEqual({ style: 'solid', inset: '0px' })
  })
})

// The tablet widths (md, 48rem to 62rem) too, where a four-column grid takes two columns.
test.describe('grids at 820 px (tablet)', () => {
  test.use({ viewport: { width: 820, height: 1100 } })
  for (const path of [...CARD_PAGES, '/customers/northwind-properties']) {
    test(`${path}: no grid has holes`, async ({ workerPage: page }) => {
      await page.goto(path)
      const { rows } = await cardsOf(page)
      expect(rows.length, 'the page shows a grid of linked cards').toBeGreaterThan(0)
      expectNoHoles(rows)
    })
  }
})
