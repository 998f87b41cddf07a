import type { ServiceSettings } from '../../config/site-config'
import { VIDEO_EMBED_ORIGINS } from '../../lib/media/video'

/**
 * The site's HTTP response headers (docs/deploy.md, "Security headers"), declared once in
 * gatsby-config's `headers`: Gatsby's adapter hands them to the host, and `npm run serve`
 * (scripts/dev/serve.ts) applies the same declaration.
 *
 * The Content-Security-Policy allows scripts from the site itself and, by hash, the few inline
 * scripts of the build's HTML; never 'unsafe-inline' or 'unsafe-eval'. Without Algolia it allows
 * 'wasm-unsafe-eval', for the WebAssembly of Pagefind's search (docs/search.md). Those hashes are only known once the HTML
 * exists, so the declaration holds the placeholder `INLINE_SCRIPT_HASHES`, which
 * `withInlineScriptHashes` replaces after the build with the hashes the build wrote
 * (src/node/security/inline-scripts.ts). Every other origin is allowed only when the build is
 * configured to use it (docs/configuration.md).
 */

/** One `headers` entry of gatsby-config (GatsbyConfig['headers']). */
export interface HeaderRule {
  source: string
  headers: { key: string; value: string }[]
}

/** The services of a build that the browser talks to (a slice of ServiceSettings). */
export type PolicySettings = Pick<ServiceSettings, 'formsHost' | 'trackingScriptUrl' | 'hubspotForms' | 'geolocation'> & {
  algolia?: { appId: string; host?: string }
  cloudinary?: { cdnHost: string }
}

/** Stands for the build's inline-script hashes until they are known (see the module comment). */
export const INLINE_SCRIPT_HASHES = "'inline-script-hashes'"

/** Stands for the build's inline-style hashes (its `<style>` elements) until they are known, likewise. */
export const INLINE_STYLE_HASHES = "'inline-style-hashes'"

/** HubSpot's tracking code and what it loads and calls (HubSpot's list of domains for a CSP). */
const HUBSPOT_TRACKING = {
  script: [
    'https://js.hs-scripts.com',
    'https://js.hs-analytics.net',
    'https://js.hs-banner.com',
    'https://js.hscollectedforms.net',
    'https://js.hsadspixel.net',
    'https://js.hsleadflows.net',
    'https://js.usemessages.com',
  ],
  connect: ['https://*.hubspot.com', 'https://*.hubapi.com', 'https://*.hs-banner.com', 'https://forms.hscollectedforms.net'],
  img: ['https://*.hubspot.com', 'https://*.hsforms.com'],
  frame: ['https://app.hubspot.com'],
}

/** HubSpot's forms embed script (SPEC 7.9) and the form it renders. */
const HUBSPOT_FORMS = {
  script: ['https://js.hsforms.net', 'https://*.hsforms.net'],
  connect: ['https://*.hsforms.com', 'https://*.hsforms.net', 'https://forms.hubspot.com'],
  img: ['https://*.hsforms.com', 'https://*.hsforms.net'],
  frame: ['https://*.hsforms.com', 'https://*.hsforms.net'],
}

/** `https://host[:port]` of a URL; undefined for an empty or relative one. */
export function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined
  try {
    const { origin } = new URL(url)
    return origin === 'null' ? undefined : origin
  } catch {
    return undefined
  }
}

/** Algolia's lite client: the DSN host and the three fallbacks, or the configured host (docs/search.md). */
function algoliaOrigins(algolia: NonNullable<PolicySettings['algolia']>): string[] {
  const own = originOf(algolia.host)
  if (own) return [own]
  const app = algolia.appId.toLowerCase()
  return [`https://${app}-dsn.algolia.net`, ...[1, 2, 3].map((n) => `https://${app}-${n}.algolianet.com`)]
}

function unique(values: (string | undefined)[]): string[] {
  return [...new Set(values.filter((v): v is string => Boolean(v)))]
}

export type CspDirective =
  | 'default-src'
  | 'script-src'
  | 'style-src'
  | 'style-src-elem'
  | 'style-src-attr'
  | 'img-src'
  | 'font-src'
  | 'connect-src'
  | 'frame-src'
  | 'media-src'
  | 'manifest-src'
  | 'worker-src'
  | 'object-src'
  | 'base-uri'
  | 'form-action'
  | 'frame-ancestors'

/** The directives of the Content-Security-Policy for the services of `settings`. */
export function cspDirectives(settings: PolicySettings): Record<CspDirective, string[]> {
  const tracking = originOf(settings.trackingScriptUrl)
  const hubspotTracking = tracking !== undefined && HUBSPOT_TRACKING.script.includes(tracking)
  const forms = originOf(settings.hubspotForms?.scriptUrl)
  const hubspotForms = forms !== undefined && HUBSPOT_FORMS.script.includes(forms)
  const formsHost = originOf(settings.formsHost)
  return {
    'default-src': ["'none'"],
    'script-src': unique([
      "'self'",
      // Without Algolia the search is Pagefind's, whose WebAssembly (from 'self') the page compiles.
      // The search overlay opens from the header's button, '/' and Ctrl/Cmd+K on nearly every page,
      // so it is allowed with the one policy of every path. WebAssembly only, never eval.
      settings.algolia ? undefined : "'wasm-unsafe-eval'",
      INLINE_SCRIPT_HASHES,
      tracking,
      ...(hubspotTracking ? HUBSPOT_TRACKING.script : []),
      forms,
      ...(hubspotForms ? HUBSPOT_FORMS.script : []),
    ]),
    // Stylesheets (docs/deploy.md, "Inline styles"): the site's own files and, by hash, its inline
    // <style> elements (the cascade layers' order with the design tokens, the A/B variations); no
    // other <style> element applies. Style attributes stay allowed: an image's frame carries its
    // size and blurred placeholder in one (ContentImage), the Laika grid its columns' spans. CSS
    // cannot run code; the policy on scripts is what stops injected code. `style-src` is the
    // fallback of browsers without CSP 3's -elem and -attr directives.
    'style-src': ["'self'", "'unsafe-inline'"],
    // HubSpot's forms embed (v2) writes its form's look into a <style> element of its own, with
    // no hash or nonce to allow it by: with HubSpot's forms, inline <style> elements stay allowed.
    'style-src-elem': hubspotForms ? ["'self'", "'unsafe-inline'"] : ["'self'", INLINE_STYLE_HASHES],
    'style-src-attr': ["'unsafe-inline'"],
    // data: for the images' inline blurred placeholders (SPEC 9.9).
    'img-src': unique([
      "'self'",
      'data:',
      originOf(settings.cloudinary?.cdnHost),
      ...(hubspotTracking ? HUBSPOT_TRACKING.img : []),
      ...(hubspotForms ? HUBSPOT_FORMS.img : []),
    ]),
    'font-src': ["'self'"],
    'connect-src': unique([
      "'self'",
      formsHost,
      ...(settings.algolia ? algoliaOrigins(settings.algolia) : []),
      originOf(settings.geolocation?.url),
      tracking,
      ...(hubspotTracking ? HUBSPOT_TRACKING.connect : []),
      ...(hubspotForms ? HUBSPOT_FORMS.connect : []),
    ]),
    // The video players load only when play is pressed (SPEC 3.5, 7.13).
    'frame-src': unique([
      ...VIDEO_EMBED_ORIGINS,
      ...(hubspotTracking ? HUBSPOT_TRACKING.frame : []),
      ...(hubspotForms ? HUBSPOT_FORMS.frame : []),
    ]),
    'media-src': ["'self'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': unique(["'self'", formsHost]),
    'frame-ancestors': ["'none'"],
  }
}

export function contentSecurityPolicy(settings: PolicySettings): string {
  return Object.entries(cspDirectives(settings))
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ')
}

/** Two years, the subdomains too, and eligible for the browsers' preload list. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains; preload'

/** Powerful features the site never uses; video frames keep what their `allow` attribute grants. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
].join(', ')

/** Files whose names carry a content hash, kept for a year (Gatsby's own `static/` folder, the search index's files). */
export const IMMUTABLE = 'public, max-age=31536000, immutable'
/** HTML and the page and app data: the browser asks again every time (a 304 when unchanged). */
export const REVALIDATE = 'public, max-age=0, must-revalidate'

/**
 * The `headers` of gatsby-config. Gatsby's adapter adds to them the caching of its own files
 * (webpack's content-hashed bundles immutable, HTML and page data revalidated), as scripts/dev/serve.ts
 * does; the entries here state the same for what the adapter leaves to the host.
 */
export function securityHeaders(settings: PolicySettings): HeaderRule[] {
  // Lower-case names: Gatsby merges these with its own default headers by exact name.
  return [
    {
      source: '/*',
      headers: [
        { key: 'content-security-policy', value: contentSecurityPolicy(settings) },
        { key: 'strict-transport-security', value: STRICT_TRANSPORT_SECURITY },
        { key: 'x-content-type-options', value: 'nosniff' },
        { key: 'referrer-policy', value: 'strict-origin-when-cross-origin' },
        { key: 'permissions-policy', value: PERMISSIONS_POLICY },
        { key: 'cross-origin-opener-policy', value: 'same-origin' },
        // Other sites may not embed the site's files; its own subdomains (the web app) may.
        { key: 'cross-origin-resource-policy', value: 'same-site' },
        // For browsers without CSP's frame-ancestors.
        { key: 'x-frame-options', value: 'DENY' },
        // Replaces Gatsby's default `1; mode=block`: the old XSS auditor it switches on could itself
        // leak page content; the CSP does that job.
        { key: 'x-xss-protection', value: '0' },
      ],
    },
    { source: '/static/*', headers: [{ key: 'cache-control', value: IMMUTABLE }] },
    { source: '/page-data/*', headers: [{ key: 'cache-control', value: REVALIDATE }] },
    // The search index's chunks and the pages' fragments are named by Pagefind by a digest of what
    // they hold: a build that changes one names it anew. Its entry, which names the metadata, its
    // script and WebAssembly are not, and the metadata has no pattern of its own beside the entry's:
    // they are left to the host's default.
    { source: '/pagefind/index/*', headers: [{ key: 'cache-control', value: IMMUTABLE }] },
    { source: '/pagefind/fragment/*', headers: [{ key: 'cache-control', value: IMMUTABLE }] },
  ]
}

/** `'sha256-…'` sources for the given base64 SHA-256 digests, sorted so a build's policy is stable. */
export function hashSources(digests: readonly string[]): string {
  return [...new Set(digests)]
    .sort()
    .map((d) => `'sha256-${d}'`)
    .join(' ')
}

function fillPlaceholder(value: string, placeholder: string, digests: readonly string[]): string {
  if (!value.includes(placeholder)) return value
  const sources = hashSources(digests)
  return sources ? value.split(placeholder).join(sources) : value.split(` ${placeholder}`).join('')
}

/**
 * A header value with the placeholders replaced by the build's inline-script hashes and
 * inline-style hashes. With no hashes a placeholder is dropped, so no inline script (or
 * `<style>` element) may run.
 */
export function fillInlineScriptHashes(value: string, digests: readonly string[], styleDigests: readonly string[] = []): string {
  return fillPlaceholder(fillPlaceholder(value, INLINE_SCRIPT_HASHES, digests), INLINE_STYLE_HASHES, styleDigests)
}

/** The declaration with the build's inline-script and inline-style hashes filled in; the declaration itself is left as it is. */
export function withInlineScriptHashes(
  rules: readonly HeaderRule[],
  digests: readonly string[],
  styleDigests: readonly string[] = [],
): HeaderRule[] {
  return rules.map((rule) => ({
    source: rule.source,
    headers: rule.headers.map((h) => ({ key: h.key, value: fillInlineScriptHashes(h.value, digests, styleDigests) })),
  }))
}
