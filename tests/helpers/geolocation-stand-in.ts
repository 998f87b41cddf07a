import http from 'node:http'

/**
 * A local stand-in for the visitor IP-geolocation service (SPEC 7.5), on 127.0.0.1: the e2e build
 * points GEOLOCATION_URL at it (scripts/test/e2e-settings) and Playwright starts it beside the site.
 * It answers snake_case keys, as such services do, and only to the e2e key; `/requests` counts
 * what it was asked, so a test can tell that nothing was asked before consent.
 * Usage: tsx tests/helpers/geolocation-stand-in.ts PORT
 */
export const GEOLOCATION_STAND_IN_KEY = 'e2e-geolocation-key'
export const GEOLOCATION_STAND_IN_ANSWER = { ip: '192.0.2.1', country_code: 'PT', country_name: 'Portugal', time_zone: { utc_offset: 0 } }

if (require.main === module) {
  const port = Number(process.argv[2])
  if (!Number.isInteger(port) || port <= 0) throw new Error('Usage: tsx tests/helpers/geolocation-stand-in.ts PORT')
  let requests = 0
  http
    .createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1')
      // The site asks from its own origin: a cross-origin GET, so the answer allows it.
      const cors = { 'access-control-allow-origin': '*', 'cache-control': 'no-store' }
      if (url.pathname === '/v1/ip') {
        requests++
        const ok = url.searchParams.get('api-key') === GEOLOCATION_STAND_IN_KEY
        res.writeHead(ok ? 200 : 403, { ...cors, 'content-type': 'application/json' })
        res.end(JSON.stringify(ok ? GEOLOCATION_STAND_IN_ANSWER : { error: 'bad key' }))
      } else if (url.pathname === '/requests') {
        res.writeHead(200, { ...cors, 'content-type': 'application/json' })
        res.end(JSON.stringify({ requests }))
      } else {
        res.writeHead(url.pathname === '/health' ? 200 : 404, { 'content-type': 'text/plain' })
        res.end(url.pathname === '/health' ? 'ok' : 'not found')
      }
    })
    .listen(port, '127.0.0.1')
}
