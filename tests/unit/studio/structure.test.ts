import { readFileSync } from 'node:fs'
import path from 'node:path'
import { evaluateSync, parse } from 'groq-js'
import { site } from '../../../src/config/site-config'
import { CAMPAIGN_PAGES_FILTER, PAGES, SINGLETON_TYPES, SINGLETONS } from '../../../studio/structure'

// The desk (studio/structure.ts): every document of a fixed id the site reads is one entry under
// 'Site settings', opened as that one document; sanity.config.ts offers no "create another" and
// no duplicate or delete for their types.
describe('the desk’s singletons', () => {
  it('are every document of a fixed id the site reads, each with its type', () => {
    expect(SINGLETONS.map(({ id, type }) => [id, type])).toEqual([
      ...Object.values(site.navBarMenuIds).map((id) => [id, 'navBarMenu']),
      [site.topBannerId, 'topBanner'],
      ...Object.values(site.footerIds).map((id) => [id, 'footer']),
      [site.classicNavigationId, 'classicNavigation'],
      [site.companyFactsId, 'companyFacts'],
    ])
    expect(SINGLETON_TYPES).toEqual(['navBarMenu', 'topBanner', 'footer', 'classicNavigation', 'companyFacts'])
  })

  it('are titled by their type, and by their id where a type has several', () => {
    expect(SINGLETONS.map((s) => s.title)).toEqual([
      'Navigation menu: products',
      'Navigation menu: solutions',
      'Navigation menu: resources',
      'Top banner',
      'Footer: main',
      'Footer: classic',
      'Classic navigation',
      'Company facts',
    ])
  })
})

// A campaign opens on the desk with the pages that use it (a section or body block tagged with its name).
describe('the pages that use an A/B campaign', () => {
  const dataset = readFileSync(path.join(__dirname, '../../../content/cms/data.ndjson'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>)
  const post = {
    _id: 'blogPost.ab',
    _type: 'blogPost',
    body: [{ _type: 'actionBanner', ab: { campaign: 'pricingCta', variation: 'demo' } }],
  }
  // groq-js's synchronous evaluator answers as its asynchronous one does over a dataset in memory
  // (tests/unit/node/cms/embedded-transport.test.ts); the asynchronous one took 18 s here, awaiting
  // every value of the dataset, and up to six minutes in a whole unit run.
  const pagesOf = async (id: string) =>
    (await evaluateSync(parse(`*[${CAMPAIGN_PAGES_FILTER}]._id`), {
      dataset: [...dataset, post],
      params: { id, types: PAGES },
    }).get()) as string[]

  it('finds landing pages by their sections and other pages by their body blocks', async () => {
    expect(await pagesOf('abCampaign.homeHero')).toEqual(['page.home'])
    expect((await pagesOf('abCampaign.pricingCta')).sort()).toEqual(['blogPost.ab', 'page.pricing'])
    expect(await pagesOf('abCampaign.hubspotFormTheme')).toEqual([])
  })
})
