import {
  isWildcard,
  matchRedirect,
  redirectPathProblem,
  redirectProblems,
  redirectStatus,
  slugChangeMutations,
  type Redirect,
} from '../../../../src/lib/navigation/redirects'

// docs/content-model.md, "Redirects": the rules every host of the site applies.

const pages = new Set(['/', '/blog', '/blog/new-name', '/blog/other', '/pricing', '/products/door-reader'])
const r = (id: string, from: string, to: string, permanent = true): Redirect => ({ id, from, to, permanent })

describe('redirectPathProblem', () => {
  it('accepts site paths, placeholders and, as a target, an https address', () => {
    expect(redirectPathProblem('/blog/old-name', 'from')).toBeUndefined()
    expect(redirectPathProblem('/old-blog/:slug', 'from')).toBeUndefined()
    expect(redirectPathProblem('/blog/:slug', 'to', '/old-blog/:slug')).toBeUndefined()
    expect(redirectPathProblem('https://partner.example/door', 'to')).toBeUndefined()
    expect(redirectPathProblem('/', 'to')).toBeUndefined()
  })

  it('refuses what no host would match the same way', () => {
    expect(redirectPathProblem('/Blog/Old', 'from')).toMatch(/lower-case path/)
    expect(redirectPathProblem('/blog/old/', 'from')).toMatch(/lower-case path/)
    expect(redirectPathProblem('/blog/old?x=1', 'from')).toMatch(/lower-case path/)
    expect(redirectPathProblem('blog/old', 'from')).toMatch(/lower-case path/)
    expect(redirectPathProblem('http://partner.example', 'to')).toMatch(/lower-case path/)
    expect(redirectPathProblem('/', 'from')).toMatch(/home page/)
    expect(redirectPathProblem(undefined, 'to')).toMatch(/must be a path/)
  })

  it('refuses a placeholder in "to" that "from" does not bind', () => {
    expect(redirectPathProblem('/blog/:slug', 'to', '/old-blog/:post')).toBe('uses :slug, which its "from" does not have')
  })
})

describe('matchRedirect', () => {
  const redirects = [
    r('wild', '/old-blog/:slug', '/blog/:slug'),
    r('exact', '/old-blog/gone', '/blog/other'),
    r('plain', '/old', '/pricing'),
  ]

  it('answers an exact address, and fills a placeholder from the address', () => {
    expect(matchRedirect(redirects, '/old')?.location).toBe('/pricing')
    expect(matchRedirect(redirects, '/old-blog/new-name')).toEqual({ redirect: redirects[0], location: '/blog/new-name' })
  })

  it('prefers an exact from over a placeholder one, whatever the order', () => {
    expect(matchRedirect(redirects, '/old-blog/gone')?.redirect.id).toBe('exact')
  })

  it('answers nothing for other addresses; a placeholder is one segment', () => {
    expect(matchRedirect(redirects, '/old-blog')).toBeUndefined()
    expect(matchRedirect(redirects, '/old-blog/a/b')).toBeUndefined()
    expect(matchRedirect(redirects, '/pricing')).toBeUndefined()
  })
})

describe('redirectStatus and isWildcard', () => {
  it('is 301 unless temporary', () => {
    expect(redirectStatus(true)).toBe(301)
    expect(redirectStatus(undefined)).toBe(301)
    expect(redirectStatus(false)).toBe(302)
  })

  it('tells a placeholder redirect', () => {
    expect(isWildcard('/old-blog/:slug')).toBe(true)
    expect(isWildcard('/old-blog/slug')).toBe(false)
  })
})

describe('redirectProblems', () => {
  it('accepts one-hop redirects to pages', () => {
    const ok = [
      r('a', '/products/old-reader', '/products/door-reader'),
      r('b', '/old-blog/:slug', '/blog/:slug'),
      r('c', '/legacy', 'https://partner.example'),
    ]
    expect(redirectProblems(ok, pages)).toEqual([])
  })

  it('fails a loop, naming its documents', () => {
    const problems = redirectProblems([r('redirect.a', '/x', '/y'), r('redirect.b', '/y', '/x')], pages)
    expect(problems).toContainEqual({
      id: 'redirect.a',
      field: 'to',
      message: 'loops: /x → /y → /x (redirects "redirect.a", "redirect.b")',
    })
    expect(problems).toContainEqual({
      id: 'redirect.b',
      field: 'to',
      message: 'loops: /y → /x → /y (redirects "redirect.b", "redirect.a")',
    })
  })

  it('fails a redirect to itself and a placeholder loop', () => {
    expect(redirectProblems([r('self', '/x', '/x')], pages)[0]?.message).toMatch(/^loops: \/x → \/x/)
    const wild = redirectProblems([r('w1', '/a/:p', '/b/:p'), r('w2', '/b/:q', '/a/:q')], pages)
    expect(wild.map((p) => p.id)).toEqual(['w1', 'w2'])
    expect(wild[0]?.message).toMatch(/^loops/)
  })

  it('fails a chain, offering the direct target', () => {
    const problems = redirectProblems(
      [r('redirect.old', '/blog/oldest', '/blog/old-name'), r('redirect.mid', '/blog/old-name', '/blog/new-name')],
      pages,
    )
    expect(problems).toEqual([
      {
        id: 'redirect.old',
        field: 'to',
        message:
          'is a chain of 2 hops: /blog/oldest → /blog/old-name → /blog/new-name (redirects "redirect.old", "redirect.mid"); point it at "/blog/new-name" directly',
      },
    ])
  })

  it('fails a placeholder redirect that chains into an exact one for some address, unless that address has its own', () => {
    const redirects = [r('wild', '/old-blog/:slug', '/blog/:slug'), r('renamed', '/blog/old-name', '/blog/new-name')]
    expect(redirectProblems(redirects, pages)).toEqual([
      {
        id: 'wild',
        field: 'to',
        message:
          'is a chain of 2 hops for /old-blog/old-name: /old-blog/old-name → /blog/old-name → /blog/new-name (redirects "wild", "renamed"); add a redirect from "/old-blog/old-name" to "/blog/new-name" directly',
      },
    ])
    expect(redirectProblems([...redirects, r('direct', '/old-blog/old-name', '/blog/new-name')], pages)).toEqual([])
  })

  it('fails a redirect from an address a page serves', () => {
    expect(redirectProblems([r('taken', '/pricing', '/blog')], pages)).toEqual([
      { id: 'taken', field: 'from', message: '"/pricing" is a page the site serves; a redirect from it would never apply' },
    ])
    expect(redirectProblems([r('wide', '/blog/:slug', '/pricing')], pages)[0]?.message).toBe(
      '"/blog/new-name" is a page the site serves; a redirect from it would never apply',
    )
  })

  it('fails a target that is not a page', () => {
    expect(redirectProblems([r('nowhere', '/old', '/products/retired')], pages)).toEqual([
      {
        id: 'nowhere',
        field: 'to',
        message: '"/products/retired" is not a page of the site (neither a document\'s href nor a code route)',
      },
    ])
    expect(redirectProblems([r('wild', '/old-docs/:slug', '/docs/:slug')], pages)[0]?.field).toBe('to')
  })

  it('fails two redirects from one address, and bad paths', () => {
    expect(redirectProblems([r('one', '/old', '/pricing'), r('two', '/old', '/blog')], pages)).toEqual([
      { id: 'two', field: 'from', message: '"/old" is also the "from" of redirect "one"; keep one' },
    ])
    expect(redirectProblems([r('bad', '/Old/', '/pricing')], pages)[0]).toMatchObject({ id: 'bad', field: 'from' })
  })
})

describe('slugChangeMutations', () => {
  it('keeps the old address as a permanent redirect to the new one', () => {
    expect(slugChangeMutations('/blog/old-name', '/blog/new-name', [])).toEqual([
      {
        createOrReplace: {
          _id: 'redirect.moved.blog-old-name',
          _type: 'redirect',
          from: '/blog/old-name',
          to: '/blog/new-name',
          permanent: true,
        },
      },
    ])
  })

  it('does nothing when the address is unchanged or the page was never published', () => {
    expect(slugChangeMutations('/blog/a', '/blog/a', [])).toEqual([])
    expect(slugChangeMutations(undefined, '/blog/a', [])).toEqual([])
  })

  it('points the redirects to the old address at the new one, and drops one from the new address', () => {
    const existing = [
      { id: 'redirect.older', from: '/blog/oldest', to: '/blog/old-name' },
      { id: 'redirect.back', from: '/blog/new-name', to: '/blog/old-name' },
      { id: 'redirect.same-from', from: '/blog/old-name', to: '/pricing' },
      { id: 'redirect.other', from: '/x', to: '/pricing' },
    ]
    const mutations = slugChangeMutations('/blog/old-name', '/blog/new-name', existing)
    expect(mutations).toEqual([
      { patch: { id: 'redirect.older', set: { to: '/blog/new-name' } } },
      { delete: { id: 'redirect.back' } },
      { delete: { id: 'redirect.same-from' } },
      {
        createOrReplace: {
          _id: 'redirect.moved.blog-old-name',
          _type: 'redirect',
          from: '/blog/old-name',
          to: '/blog/new-name',
          permanent: true,
        },
      },
    ])
    // What the site then has passes the build's checks: every old address in one hop.
    const after = [
      { id: 'redirect.older', from: '/blog/oldest', to: '/blog/new-name', permanent: true },
      { id: 'redirect.other', from: '/x', to: '/pricing', permanent: true },
      { id: 'redirect.moved.blog-old-name', from: '/blog/old-name', to: '/blog/new-name', permanent: true },
    ]
    expect(redirectProblems(after, pages)).toEqual([])
  })

  it('gives the old address under a placeholder redirect its own redirect, so it does not chain', () => {
    const existing = [{ id: 'redirect.old-blog', from: '/old-blog/:slug', to: '/blog/:slug' }]
    const mutations = slugChangeMutations('/blog/old-name', '/blog/new-name', existing)
    expect(mutations).toEqual([
      {
        createOrReplace: {
          _id: 'redirect.moved.blog-old-name',
          _type: 'redirect',
          from: '/blog/old-name',
          to: '/blog/new-name',
          permanent: true,
        },
      },
      {
        createOrReplace: {
          _id: 'redirect.moved.old-blog-old-name',
          _type: 'redirect',
          from: '/old-blog/old-name',
          to: '/blog/new-name',
          permanent: true,
        },
      },
    ])
    const after = [
      { ...existing[0]!, permanent: true },
      ...mutations.flatMap((m) => ('createOrReplace' in m ? [{ ...m.createOrReplace, id: m.createOrReplace._id }] : [])),
    ]
    expect(redirectProblems(after, pages)).toEqual([])
  })
})
