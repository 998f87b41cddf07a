import { neighbours, relatedReading, sortCourses } from '../lib/content/collections'
import { ACADEMY_LABELS } from '../lib/content/taxonomy'

/** What createPages reads of each content page (contentPageNodes). */
export interface ContentPageNode {
  id: string
  href: string
  heading: string
  internal: { type: string }
  category?: string | null
  industry?: string | null
  publishedIso?: string | null
  label?: string | null
  order?: number | null
  /** Shown as its draft (preview only): the page carries the flag the Draft badge reads. */
  cmsDraft?: boolean
}

/** A page's context: the ids of the other documents it shows. */
export interface PageContext {
  id: string
  /** A course's previous and next course (its course navigation). */
  shownIds: string[]
  /** The related reading at the page's end: other documents of its type. */
  relatedIds: string[]
}

/**
 * The long-form types that end with related reading, and the field that is their topic
 * (null: by date alone). Landing pages and legal pages end with no related reading.
 */
const RELATED_TOPIC: Record<string, (node: ContentPageNode) => string | null | undefined> = {
  BlogPost: (n) => n.category,
  Article: () => null,
  Guide: () => null,
  CaseStudy: (n) => n.industry,
  FeatureUpdate: () => null,
  AcademyCourse: (n) => n.label,
}

/**
 * A page's context names the other documents it shows, so its query reads only those: a change to
 * any other document leaves the page's data, and so its HTML, untouched (incremental builds).
 * A long-form page shows its related reading; a course, also the previous and next course.
 *
 * `pageContexts(all)` sorts and groups each type and the course sequence once for every page of
 * the build: per page, over every page, it was quadratic, seconds at 10,000 documents
 * (docs/architecture.md).
 */
export function pageContexts(all: readonly ContentPageNode[]): (node: ContentPageNode) => PageContext {
  const byType = new Map<string, ContentPageNode[]>()
  for (const n of all) {
    const list = byType.get(n.internal.type)
    if (list) list.push(n)
    else byType.set(n.internal.type, [n])
  }
  const related = new Map<string, ReturnType<typeof relatedReading<ContentPageNode>>>()
  let courses: { ids: Map<string, number>; sequence: ContentPageNode[] } | undefined
  const courseNeighbours = (node: ContentPageNode): string[] => {
    if (!courses) {
      const sequence = sortCourses(
        (byType.get('AcademyCourse') ?? []).map((c) => ({ ...c, label: c.label ?? '' })),
        ACADEMY_LABELS,
      )
      courses = { sequence, ids: new Map(sequence.map((c, i) => [c.id, i])) }
    }
    const at = courses.ids.get(node.id)
    if (at === undefined) return []
    const { previous, next } = neighbours(courses.sequence.slice(Math.max(0, at - 1), at + 2), node.id)
    return [previous, next].flatMap((c) => (c ? [c.id] : []))
  }
  return (node) => {
    const type = node.internal.type
    const shownIds = type === 'AcademyCourse' ? courseNeighbours(node) : []
    const topicOf = RELATED_TOPIC[type]
    if (!topicOf) return { id: node.id, shownIds, relatedIds: [] }
    let pick = related.get(type)
    if (!pick) {
      pick = relatedReading(byType.get(type) ?? [], topicOf)
      related.set(type, pick)
    }
    return { id: node.id, shownIds, relatedIds: pick(node, new Set(shownIds)).map((p) => p.id) }
  }
}

/** One page's context (pageContexts for all pages at once). */
export function pageContext(node: ContentPageNode, all: readonly ContentPageNode[]): PageContext {
  return pageContexts(all)(node)
}

/** A content page's node as the CMS gave it (src/node/cms/queries.ts): the fields createPages reads. */
interface StoredPageNode {
  id: string
  href: string
  heading: string
  internal: { type: string }
  publishedOn?: string | null
  category?: string | null
  industry?: string | null
  label?: string | null
  order?: number | null
  cmsDraft?: boolean
}

/**
 * The content pages, by href: every node of the given types (those with a template), read from
 * Gatsby's store as they are. A GraphQL query over the ContentPage interface gave the same and
 * was most of createPages at 10,000 documents (docs/architecture.md, "Build phases at scale").
 */
export function contentPageNodes(getNodesByType: (type: string) => readonly object[], types: Iterable<string>): ContentPageNode[] {
  const pages: ContentPageNode[] = []
  for (const type of types) {
    for (const node of getNodesByType(type) as StoredPageNode[]) {
      const page: ContentPageNode = {
        id: node.id,
        href: node.href,
        heading: node.heading,
        internal: { type: node.internal.type },
        publishedIso: node.publishedOn ?? null,
      }
      if (type === 'BlogPost') page.category = node.category ?? null
      if (type === 'CaseStudy') page.industry = node.industry ?? null
      if (type === 'AcademyCourse') Object.assign(page, { label: node.label ?? null, order: node.order ?? null })
      if (node.cmsDraft) page.cmsDraft = true
      pages.push(page)
    }
  }
  return pages.sort((a, b) => (a.href < b.href ? -1 : a.href > b.href ? 1 : 0))
}
