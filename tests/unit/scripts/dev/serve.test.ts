import { onRoute, redirectFor } from '../../../../scripts/dev/serve'

// docs/deploy.md, "Serving the build locally": a request reaches a function by the route Gatsby's
// routes manifest gives it (static segments, `:param`, a trailing `*`).
describe('onRoute', () => {
  it('matches static and parameter segments, one path segment each', () => {
    expect(onRoute('/api/cms-webhook', '/api/cms-webhook')).toBe(true)
    expect(onRoute('/api/:tenant/forms/submit/:formId', '/api/threshold/forms/submit/quote')).toBe(true)
    expect(onRoute('/api/:tenant/forms/submit/:formId', '/api/threshold/forms/submit/quote/')).toBe(true)
    expect(onRoute('/api/:tenant/forms/submit/:formId', '/api/threshold/forms/submit')).toBe(false)
    expect(onRoute('/api/:tenant/forms/submit/:formId', '/api/threshold/forms/submit/quote/more')).toBe(false)
    expect(onRoute('/api/:tenant/forms/submit/:formId', '/api//forms/submit/quote')).toBe(false)
    expect(onRoute('/api/cms-webhook', '/api/cms-webhooks')).toBe(false)
  })

  it('lets a trailing * take the rest of the path', () => {
    expect(onRoute('/api/files/*', '/api/files')).toBe(true)
    expect(onRoute('/api/files/*', '/api/files/a/b')).toBe(true)
    expect(onRoute('/api/files/*', '/api/other/a')).toBe(false)
  })
})

// docs/deploy.md, "Serving the build locally": the build's redirects, as Netlify applies `_redirects`.
describe('redirectFor', () => {
  const redirects = [
    { from: '/blog/old-name', to: '/blog/new-name', status: 301, ignoreCase: true },
    { from: '/old-blog/:slug', to: '/blog/:slug', status: 301, ignoreCase: true },
    { from: '/spring-offer', to: '/pricing', status: 302, ignoreCase: false },
  ]

  it('answers an old address with its target and status, placeholders filled in', () => {
    expect(redirectFor(redirects, '/blog/old-name', '/blog/old-name')).toEqual({ status: 301, location: '/blog/new-name' })
    expect(redirectFor(redirects, '/old-blog/a-post', '/old-blog/a-post')).toEqual({ status: 301, location: '/blog/a-post' })
    expect(redirectFor(redirects, '/spring-offer', '/spring-offer')).toEqual({ status: 302, location: '/pricing' })
  })

  it('passes the query string on and ignores a trailing slash', () => {
    expect(redirectFor(redirects, '/blog/old-name/', '/blog/old-name/?utm_source=mail')).toEqual({
      status: 301,
      location: '/blog/new-name?utm_source=mail',
    })
  })

  it('ignores case only where the rule says so', () => {
    expect(redirectFor(redirects, '/Blog/Old-Name', '/Blog/Old-Name')?.location).toBe('/blog/new-name')
    expect(redirectFor(redirects, '/Spring-Offer', '/Spring-Offer')).toBeUndefined()
  })

  it('answers nothing for another address', () => {
    expect(redirectFor(redirects, '/pricing', '/pricing')).toBeUndefined()
  })
})
