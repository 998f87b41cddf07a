import { chromium } from '@playwright/test'
import playwrightConfig from '../../playwright.config'
import { startAlgoliaStandIn, type AlgoliaStandIn } from '../helpers/algolia-stand-in'
import { gatsbyBuild } from '../helpers/gatsby-build'
import { serveSite } from '../helpers/gatsby-serve'
import { freePort } from '../helpers/local-server'

// The Algolia search path in a real `gatsby build` (docs/search.md), against a local stand-in
// of Algolia's REST API (ALGOLIA_HOST, the clients' `hosts` override): the build pushes the records
// to production_threshold, and the built overlay queries them with Algolia's lite client.
describe('search with Algolia', () => {
  let algolia: AlgoliaStandIn
  beforeAll(async () => {
    algolia = await startAlgoliaStandIn()
  })
  afterAll(() => algolia.close())

  it('the build pushes the records, and the overlay searches them with the lite client', async () => {
    const env = {
      ALGOLIA_APP_ID: 'STANDIN',
      ALGOLIA_SEARCH_KEY: 'search-only-key',
      ALGOLIA_ADMIN_KEY: 'admin-key',
      ALGOLIA_HOST: algolia.url,
    }
    const { code, output } = await gatsbyBuild(env)
    expect(code).toBe(0)
    const index = algolia.indices.get('production_threshold')
    expect(output).toContain(`Search: Algolia index production_threshold: ${index?.size} records saved, 0 deleted, 0 unchanged`)
    const records = [...(index?.values() ?? [])]
    const types = new Set(records.map((r) => r.type))
    for (const type of ['Page', 'Blog post', 'Job offer']) expect(types).toContain(type)
    expect(algolia.settings.get('production_threshold')).toMatchObject({ attributeForDistinct: 'pageId', hitsPerPage: 5 })

    // Served as `npm run serve` serves it, with the site's headers: its Content-Security-Policy
    // must let the overlay reach the configured Algolia host.
    const server = await serveSite(await freePort(), env)
    try {
      const base = server.url
      const browser = await chromium.launch(playwrightConfig.use?.launchOptions)
      try {
        const page = await browser.newPage()
        const calledBeforeOpening: string[] = []
        page.on('request', (request) => {
          if (request.url().startsWith(algolia.url)) calledBeforeOpening.push(request.url())
        })
        await page.goto(base)
        await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'))
        // Before the visitor opens search, the page contacts no other origin (docs/consent.md).
        expect(calledBeforeOpening).toEqual([])
        algolia.calls.length = 0
        await page.getByRole('button', { name: 'Search', exact: true }).click()
        await page.getByRole('searchbox', { name: 'Search the site' }).pressSequentially('access')
        const hits = page.getByRole('dialog', { name: 'Search' }).locator('[data-search-hit]')
        await hits.first().waitFor()
        expect(await hits.count()).toBe(5)
        expect(await hits.first().locator('mark').count()).toBeGreaterThan(0)
        const queries = algolia.calls.filter((c) => c.call === 'POST /1/indexes/*/queries')
        expect(queries.length).toBeGreaterThan(0)
        expect(JSON.stringify(queries[queries.length - 1]?.body)).toContain('production_threshold')
        // No Pagefind bundle with Algolia configured.
        expect(await page.evaluate(() => fetch('/pagefind/pagefind-entry.json').then((r) => r.status))).not.toBe(200)
      } finally {
        await browser.close()
      }
    } finally {
      await server.kill()
    }
  }, 600_000)
})
