import {
  contentSecurityPolicy,
  cspDirectives,
  INLINE_SCRIPT_HASHES,
  type PolicySettings,
  securityHeaders,
  withInlineScriptHashes,
  INLINE_STYLE_HASHES,
} from '../../../../src/node/security/security-headers'
import { readServiceSettings } from '../../../../src/config/site-config'
import { embedUrl } from '../../../../src/lib/media/video'

// docs/deploy.md, "Security headers": one declaration (gatsby-config's `headers`), a CSP without
// 'unsafe-inline' for scripts that allows only the services a build is configured with.
const NONE: PolicySettings = { formsHost: '' }

function header(rules: ReturnType<typeof securityHeaders>, source: string, key: string): string | undefined {
  return rules.find((r) => r.source === source)?.headers.find((h) => h.key === key)?.value
}

describe('cspDirectives', () => {
  it('allows only the site itself and the video players for a build with no outside services', () => {
    const d = cspDirectives(NONE)
    expect(d['default-src']).toEqual(["'none'"])
    expect(d['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'", INLINE_SCRIPT_HASHES])
    expect(d['connect-src']).toEqual(["'self'"])
    expect(d['img-src']).toEqual(["'self'", 'data:'])
    expect(d['frame-src']).toEqual(['https://www.youtube.com', 'https://player.vimeo.com'])
    expect(d['frame-ancestors']).toEqual(["'none'"])
    expect(d['object-src']).toEqual(["'none'"])
    expect(d['base-uri']).toEqual(["'self'"])
    expect(d['form-action']).toEqual(["'self'"])
  })

  it('never allows inline scripts or eval', () => {
    const policy = contentSecurityPolicy({
      formsHost: 'https://forms.example',
      trackingScriptUrl: 'https://js.hs-scripts.com/123.js',
      hubspotForms: { portalId: '123', scriptUrl: 'https://js.hsforms.net/forms/embed/v2.js' },
    })
    const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src ')) as string
    expect(scriptSrc).not.toMatch(/'unsafe-inline'|'unsafe-eval'|\*(?!\.)/)
  })

  it("allows WebAssembly only for Pagefind's search, without Algolia (docs/search.md), and never eval", () => {
    expect(cspDirectives(NONE)['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'", INLINE_SCRIPT_HASHES])
    expect(cspDirectives({ ...NONE, algolia: { appId: 'ABC123' } })['script-src']).toEqual(["'self'", INLINE_SCRIPT_HASHES])
  })

  it('frames exactly the origins embedUrl points at (SPEC 7.13)', () => {
    const d = cspDirectives(NONE)
    for (const url of [embedUrl({ service: 'youtube', id: 'dQw4w9WgXcQ' }), embedUrl({ service: 'vimeo', id: '1' })]) {
      expect(d['frame-src']).toContain(new URL(url).origin)
    }
  })

  it('lets the browser post to and read from an outside forms host (SPEC 7.7, 7.8)', () => {
    const d = cspDirectives({ formsHost: 'https://forms.threshold.example/base' })
    expect(d['connect-src']).toEqual(["'self'", 'https://forms.threshold.example'])
    expect(d['form-action']).toEqual(["'self'", 'https://forms.threshold.example'])
  })

  it('reaches Algolia’s hosts for the application, or the configured host (SPEC 7.11)', () => {
    expect(cspDirectives({ ...NONE, algolia: { appId: 'ABC123' } })['connect-src']).toEqual([
      "'self'",
      'https://abc123-dsn.algolia.net',
      'https://abc123-1.algolianet.com',
      'https://abc123-2.algolianet.com',
      'https://abc123-3.algolianet.com',
    ])
    expect(cspDirectives({ ...NONE, algolia: { appId: 'ABC123', host: 'http://127.0.0.1:7700' } })['connect-src']).toEqual([
      "'self'",
      'http://127.0.0.1:7700',
    ])
  })

  it('shows Cloudinary’s images and calls the geolocation service when configured (SPEC 7.5, 7.12)', () => {
    const d = cspDirectives({
      ...NONE,
      cloudinary: { cdnHost: 'https://res.cloudinary.com' },
      geolocation: { url: 'https://geo.example/v1', key: 'k' },
    })
    expect(d['img-src']).toContain('https://res.cloudinary.com')
    expect(d['connect-src']).toContain('https://geo.example')
  })

  it('loads a tracking script from its own origin, and HubSpot’s with the hosts it uses (SPEC 7.10)', () => {
    const stand = cspDirectives({ ...NONE, trackingScriptUrl: 'http://127.0.0.1:9101/hs-script-loader.js' })
    expect(stand['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'", INLINE_SCRIPT_HASHES, 'http://127.0.0.1:9101'])
    expect(stand['connect-src']).toEqual(["'self'", 'http://127.0.0.1:9101'])
    const hubspot = cspDirectives({ ...NONE, trackingScriptUrl: 'https://js.hs-scripts.com/123.js' })
    expect(hubspot['script-src']).toEqual(
      expect.arrayContaining(['https://js.hs-scripts.com', 'https://js.hs-analytics.net', 'https://js.hs-banner.com']),
    )
    expect(hubspot['connect-src']).toContain('https://*.hubspot.com')
    expect(hubspot['img-src']).toContain('https://*.hubspot.com')
  })

  it('loads HubSpot’s forms script only when the marketing-form embed is configured (SPEC 7.9)', () => {
    expect(cspDirectives(NONE)['script-src'].join(' ')).not.toContain('hsforms')
    const d = cspDirectives({ ...NONE, hubspotForms: { portalId: '1', scriptUrl: 'https://js.hsforms.net/forms/embed/v2.js' } })
    expect(d['script-src']).toContain('https://js.hsforms.net')
    expect(d['connect-src']).toContain('https://*.hsforms.com')
    // Its embed writes a <style> element of its own (docs/deploy.md, "Inline styles").
    expect(d['style-src-elem']).toEqual(["'self'", "'unsafe-inline'"])
    expect(cspDirectives(NONE)['style-src-elem']).toEqual(["'self'", INLINE_STYLE_HASHES])
  })

  it('takes every origin from the settings readServiceSettings reads', () => {
    const settings = readServiceSettings(
      {
        FORMS_HOST: 'https://forms.example',
        ALGOLIA_APP_ID: 'APP1',
        ALGOLIA_SEARCH_KEY: 'k',
        CLOUDINARY_CLOUD: 'demo',
        HUBSPOT_PORTAL_ID: '42',
        GEOLOCATION_URL: 'https://geo.example/lookup',
        GEOLOCATION_KEY: 'k',
      },
      '/repo',
    )
    const policy = contentSecurityPolicy(settings)
    for (const origin of [
      'https://forms.example',
      'https://app1-dsn.algolia.net',
      'https://res.cloudinary.com',
      'https://js.hs-scripts.com',
      'https://js.hsforms.net',
      'https://geo.example',
    ]) {
      expect(policy).toContain(origin)
    }
  })
})

describe('securityHeaders', () => {
  const rules = securityHeaders(NONE)

  it('sends the security headers on every path', () => {
    expect(header(rules, '/*', 'content-security-policy')).toBe(contentSecurityPolicy(NONE))
    expect(header(rules, '/*', 'strict-transport-security')).toBe('max-age=63072000; includeSubDomains; preload')
    expect(header(rules, '/*', 'x-content-type-options')).toBe('nosniff')
    expect(header(rules, '/*', 'referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(header(rules, '/*', 'cross-origin-opener-policy')).toBe('same-origin')
    expect(header(rules, '/*', 'cross-origin-resource-policy')).toBe('same-site')
    expect(header(rules, '/*', 'x-frame-options')).toBe('DENY')
    expect(header(rules, '/*', 'x-xss-protection')).toBe('0')
    // IP geolocation (SPEC 7.5) is an HTTP call; the browser's location API is never used.
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(header(rules, '/*', 'permissions-policy')?.split(', ')).toContain(`${feature}=()`)
    }
  })

  it('keeps Gatsby’s content-hashed static files for a year and revalidates page data', () => {
    expect(header(rules, '/static/*', 'cache-control')).toBe('public, max-age=31536000, immutable')
    expect(header(rules, '/page-data/*', 'cache-control')).toBe('public, max-age=0, must-revalidate')
    // The search index's chunks and fragments too, named by their content's digest.
    expect(header(rules, '/pagefind/index/*', 'cache-control')).toBe('public, max-age=31536000, immutable')
    expect(header(rules, '/pagefind/fragment/*', 'cache-control')).toBe('public, max-age=31536000, immutable')
  })

  it('names every header in lower case, as Gatsby’s defaults it merges with', () => {
    for (const rule of rules) for (const h of rule.headers) expect(h.key).toBe(h.key.toLowerCase())
  })
})

describe('withInlineScriptHashes', () => {
  const rules = securityHeaders(NONE)

  it('replaces the placeholder with the sorted, distinct hashes', () => {
    const filled = withInlineScriptHashes(rules, ['bbb=', 'aaa=', 'bbb='])
    expect(header(filled, '/*', 'content-security-policy')).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-aaa=' 'sha256-bbb=';")
    expect(JSON.stringify(filled)).not.toContain(INLINE_SCRIPT_HASHES)
    expect(header(filled, '/static/*', 'cache-control')).toBe(header(rules, '/static/*', 'cache-control'))
  })

  it('fills the inline-style hashes into style-src-elem, without unsafe-inline (docs/deploy.md, "Inline styles")', () => {
    const filled = header(withInlineScriptHashes(rules, ['aaa='], ['sss=', 'ttt=']), '/*', 'content-security-policy')
    expect(filled).toContain("style-src-elem 'self' 'sha256-sss=' 'sha256-ttt=';")
    expect(filled).toContain("style-src-attr 'unsafe-inline';")
    expect(filled).not.toContain(INLINE_STYLE_HASHES)
    expect(header(withInlineScriptHashes(rules, ['aaa=']), '/*', 'content-security-policy')).toContain("style-src-elem 'self';")
  })

  it('allows no inline script when the build has none', () => {
    expect(header(withInlineScriptHashes(rules, []), '/*', 'content-security-policy')).toContain("script-src 'self' 'wasm-unsafe-eval';")
  })

  it('leaves the declaration itself unchanged', () => {
    const before = JSON.stringify(rules)
    withInlineScriptHashes(rules, ['x='])
    expect(JSON.stringify(rules)).toBe(before)
  })
})
