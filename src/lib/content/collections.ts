// The query-string filters (SPEC 2.11) are a module of their own: the filter's island loads them alone.
import { writeFilter } from './query-filter'
import { formatDate } from './text'

/**
 * Rules of the collection pages (SPEC 2.11, 2.12): blog pagination, the academy's course
 * order, related posts and updates by month.
 */

/** Blog posts on each page of /blog; the first page features its newest post above the rest. */
export const BLOG_POSTS_PER_PAGE = 9

const BLOG_PATH = '/blog'

/**
 * SPEC 9.10: a collection card's summary length; in text.ts beside `truncate`, so a card (on every
 * long-form page's related reading) loads nothing else of this file.
 */
export { CARD_SUMMARY_LENGTH } from './text'

/** The context of each blog page (created by src/node/collections.ts, read by its template). */
export interface BlogPageContext {
  /** The ids of the page's posts, newest first. */
  postIds: string[]
  page: number
  pageCount: number
}

/** How many pages a collection of `total` entries fills: at least one, so an empty blog has /blog. */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage))
}

/**
 * SPEC 2.12: the blog's pages, from its posts' ids newest first, `perPage` to a page; one page
 * even with no posts. Each page names its posts, so its query reads those alone (`blogPostByIds`):
 * a change to one post re-runs the query of the page that lists it, where a query over all posts
 * with `skip` and `limit` re-ran every page's (187 at 10,000 documents, docs/architecture.md).
 */
export function blogPages(postIds: readonly string[], perPage: number = BLOG_POSTS_PER_PAGE): BlogPageContext[] {
  const count = pageCount(postIds.length, perPage)
  return Array.from({ length: count }, (_, i) => ({
    postIds: postIds.slice(i * perPage, (i + 1) * perPage),
    page: i + 1,
    pageCount: count,
  }))
}

/** The route of page `page` (1-based) of the blog: /blog, /blog/page/2, … (no trailing slash). */
export function blogPagePath(page: number): string {
  return page <= 1 ? BLOG_PATH : `${BLOG_PATH}/page/${page}`
}

/** The previous and next pages of page `page` out of `count`, as routes. */
export function pageNeighbours(page: number, count: number): { previous?: string; next?: string } {
  return {
    previous: page > 1 ? blogPagePath(page - 1) : undefined,
    next: page < count ? blogPagePath(page + 1) : undefined,
  }
}

interface Dated {
  /** An ISO date (YYYY-MM-DD…), as the CMS stores `publishedOn`. */
  publishedIso?: string | null
}

/**
 * Entries grouped by the month they were published in, keeping the order they come in (newest
 * first on /updates). The label reads 'November 2026', in UTC so the server and browser agree.
 */
export function groupByMonth<T extends Dated>(items: readonly T[]): { month: string; label: string; items: T[] }[] {
  const groups: { month: string; label: string; items: T[] }[] = []
  for (const item of items) {
    const month = (item.publishedIso ?? '').slice(0, 7)
    let group = groups[groups.length - 1]
    if (!group || group.month !== month) {
      const label = month ? formatDate(`${month}-01`, 'MMMM YYYY') : 'Undated'
      group = { month, label, items: [] }
      groups.push(group)
    }
    group.items.push(item)
  }
  return groups
}

interface Post extends Dated {
  id: string
  category?: string | null
}

/**
 * Newest first. ISO dates of one form sort as plain strings: no `localeCompare`, whose collator
 * costs a blog post's hydration a few milliseconds on a phone (docs/landing-pages.md, "Speed").
 */
function byNewest(a: Dated, b: Dated): number {
  const [x, y] = [a.publishedIso ?? '', b.publishedIso ?? '']
  return x === y ? 0 : x < y ? 1 : -1
}

/** Posts newest first (a copy). */
export function newestFirst<T extends Dated>(posts: readonly T[]): T[] {
  return [...posts].sort(byNewest)
}

interface Entry extends Dated {
  id: string
}

/**
 * The related reading at the end of a long-form page — a blog post,
 * an article, a guide, a case study, a feature update, a course: `limit` other entries of the same
 * type, those of the same topic (a post's category, a story's industry, a course's track) first,
 * then the others, each group newest first; the page itself never, nor the ids of `exclude` (a
 * course's previous and next, which its course navigation already links).
 *
 * Built once for all entries of a type: sorting and grouping happen here, so each page's pick
 * costs a few steps, not a pass over every entry (at 10,000 documents too, docs/architecture.md).
 */
export function relatedReading<T extends E, E extends Entry = T>(
  entries: readonly T[],
  topicOf: (entry: E) => string | null | undefined,
  limit = 3,
): (entry: E, exclude?: ReadonlySet<string>) => T[] {
  const newest = newestFirst(entries)
  const byTopic = new Map<string, T[]>()
  for (const e of newest) {
    const topic = topicOf(e)
    if (!topic) continue
    const group = byTopic.get(topic)
    if (group) group.push(e)
    else byTopic.set(topic, [e])
  }
  return (entry, exclude) => {
    const skip = (c: T) => c.id === entry.id || Boolean(exclude?.has(c.id))
    const topic = topicOf(entry)
    const picked: T[] = []
    // The topic's list is read to its end only when it has fewer than `limit` others.
    for (const c of (topic && byTopic.get(topic)) || []) {
      if (picked.length === limit) return picked
      if (!skip(c)) picked.push(c)
    }
    // Every entry of the topic is picked or skipped by now: the others are those of other topics.
    for (const c of newest) {
      if (picked.length === limit) break
      if (!skip(c) && !(topic && topicOf(c) === topic)) picked.push(c)
    }
    return picked
  }
}

/**
 * The posts shown under a blog post (SPEC 2.12, docs/collections.md): relatedReading by category.
 * For one post; the build picks every post's with relatedReading itself, once.
 */
export function relatedPosts<T extends Post>(post: Post, candidates: readonly T[], limit = 3): T[] {
  return relatedReading<T, Post>(candidates, (c) => c.category, limit)(post)
}

interface Course {
  id: string
  label: string
  order?: number | null
  heading: string
}

/**
 * The academy's course sequence: by label in the order of `labels`, then by the editor's `order`
 * (courses without one last), then by heading. Both the course list and a course's
 * previous/next links follow it.
 */
export function sortCourses<T extends Course>(courses: readonly T[], labels: readonly string[]): T[] {
  const rank = (c: Course) => labels.indexOf(c.label)
  return [...courses].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER) ||
      a.heading.localeCompare(b.heading),
  )
}

/** The entries before and after the one with id `id` in an ordered list. */
export function neighbours<T extends { id: string }>(items: readonly T[], id: string): { previous?: T; next?: T } {
  const index = items.findIndex((item) => item.id === id)
  if (index < 0) return {}
  return { previous: items[index - 1], next: items[index + 1] }
}

/** The link to the course list filtered by one label (SPEC 2.11). */
export function coursesPath(label: string): string {
  return `/academy/courses${writeFilter('', 'label', label)}`
}

/**
 * The collection grids' columns live in grid-columns.ts, a module of
 * their own: every page with a card grid loads them, most of them nothing else of this file.
 */
export { gridColumns, tabletGridColumns } from './grid-columns'
