/**
 * Cookie helpers (SPEC 9.11), pure: they read a `document.cookie` string and return the strings to
 * assign to `document.cookie`, so they run and are tested without a browser.
 */

const DAY_MS = 24 * 60 * 60 * 1000

/** SPEC 9.11: a cookie is cleared by expiring it this many days in the past. */
export const CLEAR_DAYS_IN_PAST = 100

export interface CookieOptions {
  /** Defaults to `/`, so the cookie is seen on every route. */
  path?: string
  /** Set for cookies shared with sub-domains; omitted for the current host only. */
  domain?: string
}

/** The `document.cookie` assignment that sets `name` for `days` days from `now` (SPEC 9.11: expiry in days). */
export function cookieAssignment(name: string, value: string, days: number, now: number, options: CookieOptions = {}): string {
  const expires = new Date(now + days * DAY_MS).toUTCString()
  const domain = options.domain ? `; domain=${options.domain}` : ''
  return `${name}=${encodeURIComponent(value)}; expires=${expires}; path=${options.path ?? '/'}${domain}; SameSite=Lax`
}

/** Every cookie of a `document.cookie` string, in order, as [name, decoded value]. */
export function parseCookies(cookieString: string): [string, string][] {
  const pairs: [string, string][] = []
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=')
    const name = (eq === -1 ? part : part.slice(0, eq)).trim()
    if (!name) continue
    const raw = eq === -1 ? '' : part.slice(eq + 1).trim()
    let value = raw
    try {
      value = decodeURIComponent(raw)
    } catch {
      // A value another script wrote without encoding it is kept as it is.
    }
    pairs.push([name, value])
  }
  return pairs
}

/**
 * Every value of the cookies called `name`. There can be several: cookies of the same name set
 * for different paths or domains are all sent, and the browser does not say which is which.
 */
export function readCookie(cookieString: string, name: string): string[] {
  return parseCookies(cookieString)
    .filter(([n]) => n === name)
    .map(([, v]) => v)
}

/**
 * The domains a cookie seen on `hostname` may have been set for: the host and each parent domain
 * but the top-level one (trackers set theirs on the registrable domain, e.g. `.example.com`).
 * An IP address or a single-label host has no domain cookies.
 */
export function cookieDomains(hostname: string): string[] {
  if (/^[\d.]+$/.test(hostname) || hostname.includes(':') || !hostname.includes('.')) return []
  const labels = hostname.split('.')
  return labels.slice(0, -1).map((_, i) => labels.slice(i).join('.'))
}

/**
 * The assignments that clear every cookie of `cookieString` but the `exempt` ones, by expiring
 * them 100 days in the past (SPEC 9.11), for the host itself and for each domain it may have
 * been set on, since a cookie is only removed by a write with the same domain and path.
 */
export function clearCookieAssignments(cookieString: string, exempt: readonly string[], hostname: string, now: number): string[] {
  const names = [...new Set(parseCookies(cookieString).map(([n]) => n))].filter((n) => !exempt.includes(n))
  const domains: (string | undefined)[] = [undefined, ...cookieDomains(hostname)]
  return names.flatMap((name) => domains.map((domain) => cookieAssignment(name, '', -CLEAR_DAYS_IN_PAST, now, { domain })))
}
