import type { SourceNodesArgs } from 'gatsby'
import { site, type ServiceSettings } from '../../config/site-config'
import type { CareersFetchStatus } from '../../lib/careers/listing-state'
import { fetchProviderOffers, providerSource } from './ats-client'
import { prepareOffers } from './prepare-offers'
import type { NodeInput } from '../source-nodes'

type Args = Pick<SourceNodesArgs, 'cache' | 'createNodeId' | 'createContentDigest' | 'reporter'>

/**
 * The provider's offers, or the last ones it gave (docs/careers.md, failures at build time). A failing service never
 * fails the build: the raw offers of each successful fetch are kept in Gatsby's cache, keyed by
 * the provider, and used when the next fetch fails; with nothing cached the listing is built in
 * its failure state (SPEC 8).
 */
async function loadRawOffers(
  ats: ServiceSettings['ats'],
  { cache, reporter }: Pick<Args, 'cache' | 'reporter'>,
): Promise<{ status: CareersFetchStatus; raw: unknown[] }> {
  const source = providerSource(ats)
  const key = `careers-offers:${source}`
  try {
    const raw = await fetchProviderOffers(ats)
    await cache.set(key, raw)
    return { status: 'ok', raw }
  } catch (err) {
    const cached = (await cache.get(key)) as unknown[] | undefined
    if (Array.isArray(cached)) {
      reporter.warn(`Careers: ${(err as Error).message}. Building with the ${cached.length} offers of the last successful fetch.`)
      return { status: 'stale', raw: cached }
    }
    reporter.warn(
      [
        '!!! CAREERS: NO JOB OFFERS !!!',
        `${(err as Error).message}, and no earlier fetch is cached.`,
        'The careers listing is built in its failure state and no offer page is built.',
      ].join('\n'),
    )
    return { status: 'failed', raw: [] }
  }
}

/**
 * One JobOffer node per valid offer and one CareersSource node saying how the fetch went, not yet
 * created: sourceNodes creates those that changed with the CMS's (syncNodes).
 */
export async function careerNodeInputs(args: Args, ats: ServiceSettings['ats']): Promise<NodeInput[]> {
  const { createNodeId, createContentDigest, reporter } = args
  const { status, raw } = await loadRawOffers(ats, args)
  const { offers, skipped } = prepareOffers(raw, site.company)
  for (const line of skipped) reporter.warn(`Careers: skipped ${line}`)
  const nodes: NodeInput[] = offers.map(({ id, ...offer }) => {
    const fields = { ...offer, offerId: id }
    return {
      ...fields,
      id: createNodeId(`job-offer-${id}`),
      parent: null,
      children: [],
      internal: { type: 'JobOffer', contentDigest: createContentDigest(fields) },
    }
  })
  const careersSource = { status, provider: ats.kind, offerCount: offers.length }
  nodes.push({
    ...careersSource,
    id: createNodeId('careers-source'),
    parent: null,
    children: [],
    internal: { type: 'CareersSource', contentDigest: createContentDigest(careersSource) },
  })
  reporter.info(`Careers: ${offers.length} offers (${status}) from ${providerSource(ats)}`)
  return nodes
}
