/** The environment variable tests/site/global-setup.ts puts the served build's URL in. */
export const SERVED_SITE_URL = 'SERVED_SITE_URL'

/** The served build's origin, `http://127.0.0.1:<port>` (tests/site/global-setup.ts). */
export function servedSite(): string {
  const url = process.env[SERVED_SITE_URL]
  if (!url) throw new Error(`${SERVED_SITE_URL} is not set: run the site tests with jest.site.config.js (npm run test:site)`)
  return url
}

/**
 * A request to `route` (a path, with its query) of the served build, as a browser's first request
 * would be. `redirect: 'manual'` answers a redirect itself instead of following it.
 */
export function get(route: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${servedSite()}${route}`, init)
}
