import {
  blogPagePath,
  blogPages,
  coursesPath,
  groupByMonth,
  neighbours,
  pageCount,
  pageNeighbours,
  relatedPosts,
  relatedReading,
  sortCourses,
} from '../../../../src/lib/content/collections'
import { ACADEMY_LABELS, industryName } from '../../../../src/lib/content/taxonomy'

describe('blog pagination (SPEC 2.12)', () => {
  it('fills at least one page, so an empty blog still has /blog', () => {
    expect(pageCount(0, 9)).toBe(1)
    expect(pageCount(9, 9)).toBe(1)
    expect(pageCount(10, 9)).toBe(2)
    expect(pageCount(27, 9)).toBe(3)
  })

  it('cuts the posts, newest first, into pages that name their posts, and makes one page with none', () => {
    const ids = Array.from({ length: 20 }, (_, i) => `post-${i}`)
    const pages = blogPages(ids)
    expect(pages.map((p) => p.postIds.length)).toEqual([9, 9, 2])
    expect(pages.flatMap((p) => p.postIds)).toEqual(ids)
    expect(pages.map(({ page, pageCount }) => [page, pageCount])).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ])
    expect(blogPages(ids.slice(0, 9)).map((p) => p.postIds)).toEqual([ids.slice(0, 9)])
    expect(blogPages([])).toEqual([{ postIds: [], page: 1, pageCount: 1 }])
  })

  it('puts page 1 at /blog and the others at /blog/page/N, never with a trailing slash', () => {
    expect(blogPagePath(1)).toBe('/blog')
    expect(blogPagePath(2)).toBe('/blog/page/2')
    expect(blogPagePath(12)).toBe('/blog/page/12')
  })

  it('links each page to its neighbours only', () => {
    expect(pageNeighbours(1, 1)).toEqual({ previous: undefined, next: undefined })
    expect(pageNeighbours(1, 3)).toEqual({ previous: undefined, next: '/blog/page/2' })
    expect(pageNeighbours(2, 3)).toEqual({ previous: '/blog', next: '/blog/page/3' })
    expect(pageNeighbours(3, 3)).toEqual({ previous: '/blog/page/2', next: undefined })
  })
})

describe('groupByMonth', () => {
  it('groups consecutive entries of one month and names the month in UTC', () => {
    const items = [
      { id: 'a', publishedIso: '2026-11-30' },
      { id: 'b', publishedIso: '2026-11-01' },
      { id: 'c', publishedIso: '2026-10-31' },
      { id: 'd', publishedIso: '2025-10-02' },
    ]
    expect(groupByMonth(items).map((g) => [g.label, g.items.map((i) => i.id)])).toEqual([
      ['November 2026', ['a', 'b']],
      ['October 2026', ['c']],
      ['October 2025', ['d']],
    ])
  })

  it('gives no group for no entries', () => {
    expect(groupByMonth([])).toEqual([])
  })
})

// Long-form templates (the SPEC is silent on related reading but for blog posts, 2.12).
describe('relatedReading', () => {
  const story = (id: string, industry: string | null, publishedIso: string) => ({ id, industry, publishedIso })
  const stories = [
    story('finance-old', 'finance', '2025-01-01'),
    story('education', 'education', '2026-05-01'),
    story('finance-new', 'finance', '2026-02-01'),
    story('media', 'media', '2026-03-01'),
    story('self', 'finance', '2026-01-01'),
    story('none', null, '2026-04-01'),
  ]
  const pick = relatedReading(stories, (s) => s.industry)

  it('picks three of the same topic first, newest first, then the newest others; never the page itself', () => {
    expect(pick(stories[4]!).map((s) => s.id)).toEqual(['finance-new', 'finance-old', 'education'])
    expect(pick(stories[1]!).map((s) => s.id)).toEqual(['none', 'media', 'finance-new'])
  })

  it("leaves out the ids it is told to (a course's previous and next) and returns fewer when there are fewer", () => {
    expect(pick(stories[4]!, new Set(['finance-new'])).map((s) => s.id)).toEqual(['finance-old', 'education', 'none'])
    expect(relatedReading([stories[0]!], (s) => s.industry)(stories[0]!)).toEqual([])
  })

  it('costs each page a few steps, not a pass over every entry (at 10,000 documents too)', () => {
    const many = Array.from({ length: 10_000 }, (_, i) =>
      story(`s${i}`, ['finance', 'media', 'education'][i % 3]!, `2025-01-${String(1 + (i % 28)).padStart(2, '0')}`),
    )
    let calls = 0
    const pickMany = relatedReading(many, (s) => (calls++, s.industry))
    calls = 0
    for (const s of many.slice(0, 100)) expect(pickMany(s)).toHaveLength(3)
    expect(calls).toBeLessThanOrEqual(100 * 2)
  })
})

describe('relatedPosts', () => {
  const post = { id: 'p', category: 'Security', publishedIso: '2026-10-01' }
  const candidates = [
    { id: 'p', category: 'Security', publishedIso: '2026-10-01' },
    { id: 'old-security', category: 'Security', publishedIso: '2026-01-01' },
    { id: 'new-other', category: 'Product', publishedIso: '2026-11-01' },
    { id: 'new-security', category: 'Security', publishedIso: '2026-09-01' },
    { id: 'older-other', category: 'Product', publishedIso: '2025-11-01' },
  ]

  it('prefers the same category, newest first, then fills with the newest others, never the post itself', () => {
    expect(relatedPosts(post, candidates, 3).map((p) => p.id)).toEqual(['new-security', 'old-security', 'new-other'])
  })

  it('puts undated posts last', () => {
    const undated = { id: 'undated', category: 'Security', publishedIso: null }
    expect(relatedPosts(post, [undated, ...candidates], 5).map((p) => p.id)).toEqual([
      'new-security',
      'old-security',
      'undated',
      'new-other',
      'older-other',
    ])
  })

  it('uses the newest posts when the post has no category', () => {
    expect(relatedPosts({ id: 'p', publishedIso: '2026-10-01' }, candidates, 2).map((p) => p.id)).toEqual(['new-other', 'new-security'])
  })

  it('returns nothing when the post is the only one', () => {
    expect(relatedPosts(post, [candidates[0] as (typeof candidates)[0]])).toEqual([])
  })
})

describe('the academy course sequence (SPEC 2.11)', () => {
  const courses = [
    { id: 'w1', label: 'Workplace Technology', order: 1, heading: 'W' },
    { id: 'a2', label: 'Access Control', order: 2, heading: 'A two' },
    { id: 'a-none', label: 'Access Control', order: null, heading: 'A none' },
    { id: 'a1', label: 'Access Control', order: 1, heading: 'A one' },
    { id: 'p1', label: 'Physical Security', order: 1, heading: 'P' },
  ]

  it('orders by label, then order (unordered last), then heading', () => {
    expect(sortCourses(courses, ACADEMY_LABELS).map((c) => c.id)).toEqual(['a1', 'a2', 'a-none', 'p1', 'w1'])
  })

  it('gives each course its previous and next course', () => {
    const sorted = sortCourses(courses, ACADEMY_LABELS)
    expect(neighbours(sorted, 'a1')).toEqual({ previous: undefined, next: sorted[1] })
    expect(neighbours(sorted, 'p1')).toEqual({ previous: sorted[2], next: sorted[4] })
    expect(neighbours(sorted, 'w1')).toEqual({ previous: sorted[3], next: undefined })
    expect(neighbours(sorted, 'missing')).toEqual({})
  })
})

describe('the course list filtered by a label (SPEC 2.11: /academy/courses?label={label})', () => {
  it('links to a label’s courses', () => {
    expect(coursesPath('Workplace Technology')).toBe('/academy/courses?label=Workplace+Technology')
  })
})

describe('industryName', () => {
  it('turns the slug into words', () => {
    expect(industryName('local-government')).toBe('Local government')
    expect(industryName('fitness')).toBe('Fitness')
  })
})
