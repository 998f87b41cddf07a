import { readFileSync } from 'node:fs'
import type { TextBlock } from '../../lib/content/portable-text'
import type { ContentPageInput, JobOfferInput } from '../../lib/search/sources'
import { site } from '../../config/site-config'
import { mapOffer } from '../../lib/careers/job-offer'
import { offerPath } from '../../lib/careers/offer-path'
import { MODEL } from '../cms/model'
import { isThisSite } from '../cms/projects'

interface RawDocument {
  _id: string
  _type: string
  href?: string
  heading?: string
  summary?: string
  publishedOn?: string
  body?: TextBlock[]
  sections?: unknown[]
  seo?: { noindex?: boolean }
  project?: string
}

/**
 * The searchable pages of a dataset file in Sanity's export format (the embedded default or
 * `npm run content:scale` output), straight from the NDJSON: for the search bench and the local
 * client's tests, which need records without running a Gatsby build. The build itself reads the
 * same fields from Gatsby's nodes (./collect.ts).
 */
export function datasetSearchPages(ndjsonPath: string): ContentPageInput[] {
  return (
    readFileSync(ndjsonPath, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as RawDocument)
      // Another project's documents are the sister site's pages (SPEC 2.10, 3.3), not this site's.
      .filter((doc) => !doc._id.startsWith('drafts.') && doc.href && doc.heading && !doc.seo?.noindex && isThisSite({ ...doc }))
      .flatMap((doc) => {
        const model = (MODEL as Record<string, { nodeType: string; template?: string }>)[doc._type]
        if (!model?.template) return []
        return [
          {
            id: doc._id,
            nodeType: model.nodeType,
            href: doc.href as string,
            heading: doc.heading as string,
            summary: doc.summary ?? null,
            publishedOn: doc.publishedOn ?? null,
            image: null,
            body: doc.body ?? null,
            sections: doc.sections ?? null,
          },
        ]
      })
  )
}

/** The job offers of an offers file (the provider's fields), mapped as the build maps them (SPEC 3.1). */
export function datasetOffers(offersPath: string): JobOfferInput[] {
  const file = JSON.parse(readFileSync(offersPath, 'utf8')) as { offers: Record<string, unknown>[] }
  return file.offers.flatMap((provider) => {
    const offer = mapOffer(provider, site.company)
    if (!offer.id || !offer.title) return []
    return [
      {
        offerId: offer.id,
        title: offer.title,
        path: offerPath({ id: offer.id, title: offer.title }),
        department: offer.department ?? '',
        location: offer.location ?? '',
        datePosted: offer.datePosted,
        description1: offer.description1 ?? '',
        description2: offer.description2 ?? '',
      },
    ]
  })
}
