import type { ContentLookup } from '../src/content-model/rules'

/** The part of a Sanity client the lookups use: the Studio's own, or a stand-in over a dataset file in tests. */
export interface GroqFetcher {
  fetch<T>(query: string, params: Record<string, unknown>): Promise<T>
}

/** Published documents only: a draft's href does not take a route until it is published. */
const PUBLISHED = '!(_id in path("drafts.**"))'

/**
 * The content rules' questions about other documents (src/content-model/rules.ts), asked of the
 * dataset the Studio edits, as the build asks the documents it read (src/node/cms/validate.ts).
 */
export function clientLookup(client: GroqFetcher): ContentLookup {
  return {
    typeOf: (id) => client.fetch<string | null>(`*[_id == $id && ${PUBLISHED}][0]._type`, { id }).then((t) => t ?? undefined),
    hrefOf: (id) =>
      client.fetch<string | null>(`*[_id == $id && ${PUBLISHED}][0].href`, { id }).then((h) => (typeof h === 'string' ? h : undefined)),
    hrefOwners: (href, exceptId) => client.fetch<string[]>(`*[href == $href && _id != $exceptId && ${PUBLISHED}]._id`, { href, exceptId }),
    campaignVariations: (name) =>
      client
        .fetch<{ variations: (string | null)[] | null } | null>(
          `*[_type == "abCampaign" && name == $name && ${PUBLISHED}][0]{ "variations": variations[].name }`,
          { name },
        )
        .then((c) => (c ? (c.variations ?? []).filter((v): v is string => typeof v === 'string') : undefined)),
  }
}
