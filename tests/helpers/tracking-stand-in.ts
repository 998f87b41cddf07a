import http from 'node:http'

/**
 * A local stand-in for HubSpot's tracking script (SPEC 7.10), on 127.0.0.1: the e2e build points
 * HUBSPOT_TRACKING_SCRIPT_URL at it (scripts/e2e-settings) and Playwright starts it beside the site.
 * Like the real script, it sets first-party tracking cookies, so Decline has something to clear.
 * Usage: tsx tests/helpers/tracking-stand-in.ts PORT
 */
const SCRIPT = `
document.cookie = '__hstc=stand-in.' + Date.now() + '; path=/; max-age=31536000';
document.cookie = 'hubspotutk=stand-in; path=/; max-age=31536000';
window.trackingStandInLoads = (window.trackingStandInLoads || 0) + 1;
`

{
  const port = Number(process.argv[2])
  if (!Number.isInteger(port) || port <= 0) throw new Error('Usage: tsx tests/helpers/tracking-stand-in.ts PORT')
  http
    .createServer((req, res) => {
      if (req.url?.startsWith('/hs-script-loader.js')) {
        res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' })
        res.end(SCRIPT)
      } else {
        res.writeHead(req.url === '/health' ? 200 : 404, { 'content-type': 'text/plain' })
        res.end(req.url === '/health' ? 'ok' : 'not found')
      }
    })
    .listen(port, '127.0.0.1')
}
