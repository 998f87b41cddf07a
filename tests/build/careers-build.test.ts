import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gatsbyBuild, ROOT } from '../helpers/gatsby-build'
import { startLocalServer, type LocalServer } from '../helpers/local-server'

// docs/careers.md, in real `gatsby build` runs: a failing ATS never fails the build, the
// last good offers are kept, and the listing's failure state is what gets published. Its empty
// state is built and seen in Chromium by collection-empty-states.test.ts.
const EMBEDDED = JSON.parse(readFileSync(path.join(ROOT, 'content/careers/offers.json'), 'utf8')) as {
  offers: { id: number; title: string }[]
}

const listingHtml = (): string => readFileSync(path.join(ROOT, 'public/careers/index.html'), 'utf8')
const offersFile = (): { offers: { id: string }[] } =>
  JSON.parse(readFileSync(path.join(ROOT, 'public/careers/offers.json'), 'utf8')) as { offers: { id: string }[] }

describe('the build survives a failing applicant-tracking service', () => {
  let server: LocalServer | undefined
  afterAll(async () => {
    await server?.close()
  })

  it(
    'fails, then fetches, then falls back to the offers it fetched last',
    async () => {
      const good = EMBEDDED.offers.slice(0, 2)
      const replies: { status: number; body: string }[] = [
        { status: 500, body: '{"error":"internal"}' },
        { status: 200, body: JSON.stringify({ offers: good }) },
        { status: 200, body: '{"offers": [' },
      ]
      let reply = replies[0] as { status: number; body: string }
      server = await startLocalServer((_req, res) => {
        res.writeHead(reply.status, { 'content-type': 'application/json' })
        res.end(reply.body)
      })
      const env = { ATS_URL: server.url, ATS_TIMEOUT_MS: '2000' }

      // Nothing cached for this provider yet: the listing is built in SPEC 8's failure state.
      const failed = await gatsbyBuild(env)
      expect(failed.code).toBe(0)
      expect(failed.output).toContain('!!! CAREERS: NO JOB OFFERS !!!')
      expect(failed.output).toContain('ATS fetch failed (status 500)')
      expect(listingHtml()).toContain('An error occured. Please try again later.')
      expect(offersFile().offers).toEqual([])

      reply = replies[1] as typeof reply
      const ok = await gatsbyBuild(env)
      expect(ok.code).toBe(0)
      expect(ok.output).toContain('Careers: 2 offers (ok)')

      // The last good offers come from Gatsby's cache, with a warning.
      reply = replies[2] as typeof reply
      const stale = await gatsbyBuild(env)
      expect(stale.code).toBe(0)
      expect(stale.output).toContain('ATS fetch failed (malformed JSON)')
      expect(stale.output).toContain('Building with the 2 offers of the last successful fetch.')
      const html = listingHtml()
      for (const offer of good) expect(html).toContain(offer.title.replace(/&/g, '&amp;'))
      expect(html).not.toContain('An error occured')
      expect(offersFile().offers.map((o) => o.id)).toEqual(good.map((o) => String(o.id)).sort())
      expect(server.requests.map((u) => u.pathname)).toEqual(['/api/offers', '/api/offers', '/api/offers'])
      // One story across three builds (the second fills the cache the third falls back on), so
      // more than the one build's time of jest.build.config.js, in case the first is cold.
    },
    2 * 480_000,
  )
})
