import { neighbours, relatedPosts, sortCourses } from '../lib/collections'
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
 */
export function pageContext(node: ContentPageNode, all: readonly ContentPageNode[]): { id: string; shownIds: string[] } {
  const ofType = all.filter((n) => n.internal.type === node.internal.type)
  if (node.internal.type === 'BlogPost') {
    return { id: node.id, shownIds: relatedPosts(node, ofType).map((p) => p.id) }
  }
  if (node.internal.type === 'AcademyCourse') {
    const sequence = sortCourses(
      ofType.map((c) => ({ ...c, label: c.label ?? '' })),
      ACADEMY_LABELS,
    )
    const { previous, next } = neighbours(sequence, node.id)
    return { id: node.id, shownIds: [previous, next].flatMap((c) => (c ? [c.id] : [])) }
  }
  return { id: node.id, shownIds: [] }
}
