import { relatedPosts, sortCourses, neighbours } from '../../../src/lib/collections'
import { ACADEMY_LABELS } from '../../../src/lib/taxonomy'
import { pageContext, pageContexts, type ContentPageNode } from '../../../src/node/page-context'

// docs/architecture.md (build speed): a one-document change re-renders only the pages that show that document, so a page's
// context lists exactly the other documents it shows.
const post = (id: string, category: string, publishedIso: string): ContentPageNode => ({
  id,
  href: `/blog/${id}`,
  heading: id,
  internal: { type: 'BlogPost' },
  category,
  publishedIso,
})
const course = (id: string, label: string, order: number): ContentPageNode => ({
  id,
  href: `/academy/courses/${id}`,
  heading: id,
  internal: { type: 'AcademyCourse' },
  label,
  order,
})

describe('pageContext', () => {
  it('gives a blog post the ids of its related posts only', () => {
    const posts = [
      post('a', 'Security', '2026-01-01'),
      post('b', 'Security', '2026-02-01'),
      post('c', 'Operations', '2026-03-01'),
      post('d', 'Operations', '2026-04-01'),
      post('e', 'Security', '2026-05-01'),
    ]
    expect(pageContext(posts[0] as ContentPageNode, posts)).toEqual({ id: 'a', shownIds: ['e', 'b', 'd'] })
  })

  it('gives a course the ids of the previous and next course of the sequence', () => {
    const courses = [
      course('c2', 'Access Control', 2),
      course('p1', 'Physical Security', 1),
      course('c1', 'Access Control', 1),
    ]
    expect(pageContext(courses[0] as ContentPageNode, courses)).toEqual({ id: 'c2', shownIds: ['c1', 'p1'] })
    expect(pageContext(courses[2] as ContentPageNode, courses)).toEqual({ id: 'c1', shownIds: ['c2'] })
  })

  it('gives other pages no other documents', () => {
    const page: ContentPageNode = { id: 'x', href: '/pricing', heading: 'Pricing', internal: { type: 'LandingPage' } }
    expect(pageContext(page, [page])).toEqual({ id: 'x', shownIds: [] })
  })

  it('gives every page of a large build the context it gives one page alone (sorted once, not per page)', () => {
    const labels = [...ACADEMY_LABELS, 'Unknown']
    const nodes: ContentPageNode[] = Array.from({ length: 400 }, (_, i) =>
      i % 2 === 0
        ? post(`p${i}`, ['Security', 'Product', 'Workplace'][i % 3] as string, `2025-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`)
        : course(`c${i}`, labels[i % labels.length] as string, i % 7),
    )
    const contextOf = pageContexts(nodes)
    const posts = nodes.filter((n) => n.internal.type === 'BlogPost')
    const sequence = sortCourses(nodes.filter((n) => n.internal.type === 'AcademyCourse').map((c) => ({ ...c, label: c.label ?? '' })), ACADEMY_LABELS)
    for (const node of nodes) {
      const expected =
        node.internal.type === 'BlogPost'
          ? relatedPosts(node, posts).map((p) => p.id)
          : Object.values(neighbours(sequence, node.id)).flatMap((c) => (c ? [c.id] : []))
      expect(contextOf(node)).toEqual({ id: node.id, shownIds: expected })
    }
  })
})
