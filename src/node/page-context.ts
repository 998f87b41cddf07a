import { neighbours, newestFirst, relatedPosts, sortCourses } from '../lib/collections'
import { ACADEMY_LABELS } from '../lib/taxonomy'

/** What createPages reads of each content page (the ContentPages query in gatsby-node.ts). */
export interface ContentPageNode {
  id: string
  href: string
  heading: string
  internal: { type: string }
  category?: string | null
  publishedIso?: string | null
  label?: string | null
  order?: number | null
}

/**
 * A page's context names the other documents it shows, so its query reads only those: a change to
 * any other document leaves the page's data, and so its HTML, untouched (incremental builds).
 * A blog post shows its related posts; a course, the previous and next course.
 *
 * `pageContexts(all)` sorts the posts and the course sequence once for every page of the build:
 * per page, over every page, it was quadratic, seconds at 10,000 documents (docs/architecture.md).
 */
export function pageContexts(all: readonly ContentPageNode[]): (node: ContentPageNode) => { id: string; shownIds: string[] } {
  const ofType = (type: string) => all.filter((n) => n.internal.type === type)
  let posts: ContentPageNode[] | undefined
  let courses: { ids: Map<string, number>; sequence: ContentPageNode[] } | undefined
  return (node) => {
    if (node.internal.type === 'BlogPost') {
      posts ??= newestFirst(ofType('BlogPost'))
      return { id: node.id, shownIds: relatedPosts(node, posts).map((p) => p.id) }
    }
    if (node.internal.type === 'AcademyCourse') {
      if (!courses) {
        const sequence = sortCourses(ofType('AcademyCourse').map((c) => ({ ...c, label: c.label ?? '' })), ACADEMY_LABELS)
        courses = { sequence, ids: new Map(sequence.map((c, i) => [c.id, i])) }
      }
      const at = courses.ids.get(node.id)
      if (at === undefined) return { id: node.id, shownIds: [] }
      const { previous, next } = neighbours(courses.sequence.slice(Math.max(0, at - 1), at + 2), node.id)
      return { id: node.id, shownIds: [previous, next].flatMap((c) => (c ? [c.id] : [])) }
    }
    return { id: node.id, shownIds: [] }
  }
}

/** One page's context (pageContexts for all pages at once). */
export function pageContext(node: ContentPageNode, all: readonly ContentPageNode[]): { id: string; shownIds: string[] } {
  return pageContexts(all)(node)
}
