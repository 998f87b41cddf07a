import { newestFirst, relatedPosts, sortCourses, neighbours } from '../../../src/lib/content/collections'
import { ACADEMY_LABELS } from '../../../src/lib/content/taxonomy'
import { contentPageNodes, pageContext, pageContexts, type ContentPageNode } from '../../../src/node/page-context'

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
    expect(pageContext(posts[0] as ContentPageNode, posts)).toEqual({ id: 'a', shownIds: [], relatedIds: ['e', 'b', 'd'] })
  })

  it('gives a course the ids of the previous and next course of the sequence, and related courses of its track besides those', () => {
    const courses = [
      course('c2', 'Access Control', 2),
      course('p1', 'Physical Security', 1),
      course('c1', 'Access Control', 1),
      course('c3', 'Access Control', 3),
    ]
    expect(pageContext(courses[0] as ContentPageNode, courses)).toEqual({ id: 'c2', shownIds: ['c1', 'c3'], relatedIds: ['p1'] })
    expect(pageContext(courses[2] as ContentPageNode, courses)).toEqual({ id: 'c1', shownIds: ['c2'], relatedIds: ['c3', 'p1'] })
  })

  // Long-form templates: related reading of the same type, the same topic first.
  it('gives a case study other case studies, the same industry first, and an article other articles by date', () => {
    const story = (id: string, industry: string, publishedIso: string): ContentPageNode => ({
      id,
      href: `/customers/${id}`,
      heading: id,
      internal: { type: 'CaseStudy' },
      industry,
      publishedIso,
    })
    const article = (id: string, publishedIso: string): ContentPageNode => ({
      id,
      href: `/resources/${id}`,
      heading: id,
      internal: { type: 'Article' },
      publishedIso,
    })
    const nodes = [
      story('s1', 'finance', '2026-01-01'),
      story('s2', 'education', '2026-05-01'),
      story('s3', 'finance', '2025-01-01'),
      story('s4', 'media', '2026-03-01'),
      article('a1', '2026-01-01'),
      article('a2', '2026-02-01'),
      post('b1', 'Security', '2026-06-01'),
    ]
    expect(pageContext(nodes[0] as ContentPageNode, nodes)).toEqual({ id: 's1', shownIds: [], relatedIds: ['s3', 's2', 's4'] })
    expect(pageContext(nodes[4] as ContentPageNode, nodes)).toEqual({ id: 'a1', shownIds: [], relatedIds: ['a2'] })
  })

  it('gives other pages no other documents', () => {
    const page: ContentPageNode = { id: 'x', href: '/pricing', heading: 'Pricing', internal: { type: 'LandingPage' } }
    const legal: ContentPageNode = { id: 'l', href: '/legal/terms', heading: 'Terms', internal: { type: 'LegalPage' } }
    expect(pageContext(page, [page, legal])).toEqual({ id: 'x', shownIds: [], relatedIds: [] })
    expect(pageContext(legal, [page, legal])).toEqual({ id: 'l', shownIds: [], relatedIds: [] })
  })

  it('gives every page of a large build the context it gives one page alone (sorted once, not per page)', () => {
    const labels = [...ACADEMY_LABELS, 'Unknown']
    const nodes: ContentPageNode[] = Array.from({ length: 400 }, (_, i) =>
      i % 2 === 0
        ? post(
            `p${i}`,
            ['Security', 'Product', 'Workplace'][i % 3] as string,
            `2025-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
          )
        : course(`c${i}`, labels[i % labels.length] as string, i % 7),
    )
    const contextOf = pageContexts(nodes)
    const posts = nodes.filter((n) => n.internal.type === 'BlogPost')
    const sequence = sortCourses(
      nodes.filter((n) => n.internal.type === 'AcademyCourse').map((c) => ({ ...c, label: c.label ?? '' })),
      ACADEMY_LABELS,
    )
    const allCourses = nodes.filter((n) => n.internal.type === 'AcademyCourse')
    for (const node of nodes) {
      if (node.internal.type === 'BlogPost') {
        expect(contextOf(node)).toEqual({ id: node.id, shownIds: [], relatedIds: relatedPosts(node, posts).map((p) => p.id) })
        continue
      }
      const shownIds = Object.values(neighbours(sequence, node.id)).flatMap((c) => (c ? [c.id] : []))
      // The same track first, then the others, newest first, never the course itself or a neighbour.
      const others = newestFirst(allCourses).filter((c) => c.id !== node.id && !shownIds.includes(c.id))
      const relatedIds = [...others.filter((c) => c.label === node.label), ...others.filter((c) => c.label !== node.label)]
        .slice(0, 3)
        .map((c) => c.id)
      expect(contextOf(node)).toEqual({ id: node.id, shownIds, relatedIds })
    }
  })
})

describe('contentPageNodes', () => {
  it('reads the pages of the given types from the store, by href, with the fields their type has', () => {
    const stored: Record<string, object[]> = {
      BlogPost: [
        {
          id: 'b',
          href: '/blog/b',
          heading: 'B',
          internal: { type: 'BlogPost' },
          publishedOn: '2026-01-01',
          category: 'Security',
          body: [],
          cmsDraft: true,
        },
      ],
      AcademyCourse: [
        {
          id: 'c',
          href: '/academy/courses/c',
          heading: 'C',
          internal: { type: 'AcademyCourse' },
          publishedOn: null,
          label: 'Access Control',
          order: 2,
        },
      ],
      LandingPage: [{ id: 'l', href: '/', heading: 'Home', internal: { type: 'LandingPage' }, category: 'not read' }],
      Author: [{ id: 'x', internal: { type: 'Author' } }],
    }
    expect(contentPageNodes((type) => stored[type] ?? [], ['BlogPost', 'AcademyCourse', 'LandingPage', 'CaseStudy'])).toEqual([
      { id: 'l', href: '/', heading: 'Home', internal: { type: 'LandingPage' }, publishedIso: null },
      {
        id: 'c',
        href: '/academy/courses/c',
        heading: 'C',
        internal: { type: 'AcademyCourse' },
        publishedIso: null,
        label: 'Access Control',
        order: 2,
      },
      {
        id: 'b',
        href: '/blog/b',
        heading: 'B',
        internal: { type: 'BlogPost' },
        publishedIso: '2026-01-01',
        category: 'Security',
        cmsDraft: true,
      },
    ])
  })
})
