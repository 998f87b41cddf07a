import { onRoute } from '../../../../scripts/dev/serve'

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
