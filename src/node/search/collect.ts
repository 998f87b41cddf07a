import type { CreatePagesArgs } from 'gatsby'
import type { AbCampaign } from '../../lib/ab-testing/ab-testing'
import type { TextBlock } from '../../lib/content/portable-text'
import type { SearchRecord } from '../../lib/search/records'
import { searchRecords, type ContentPageInput, type JobOfferInput } from '../../lib/search/sources'

interface ContentPageSource {
  id: string
  href: string
  heading: string
  summary: string | null
  publishedOn: string | null
  internal: { type: string }
  mainImage: { alt: string | null } | null
  pageSeo: { ogImg: string | null; robots: string | null }
  sections?: unknown[]
}

interface SearchSourceQuery {
  allContentPage: { nodes: ContentPageSource[] }
  allJobOffer: { nodes: JobOfferInput[] }
  allAbCampaign: { nodes: AbCampaign[] }
}

/**
 * Reads every page a visitor would search for from Gatsby's data layer (the same nodes the pages
 * are built from) and turns them into search records. Pages marked noindex stay out of search too.
 * A body is read from its node as the CMS gave it (`getNode`), not through GraphQL: its resolver
 * adds image data (a File lookup and an image job per image) and copies every block, which the
 * records do not need (their text is the same).
 */
export async function collectSearchRecords(
  graphql: CreatePagesArgs['graphql'],
  getNode: (id: string) => object | undefined,
): Promise<SearchRecord[]> {
  const result = await graphql<SearchSourceQuery>(`
    query SearchSources {
      allContentPage {
        nodes {
          id
          href
          heading
          summary
          publishedOn
          internal {
            type
          }
          mainImage {
            alt
          }
          pageSeo {
            ogImg
            robots
          }
          ... on LandingPage {
            sections
          }
        }
      }
      allJobOffer(sort: { path: ASC }) {
        nodes {
          offerId
          title
          path
          department
          location
          datePosted
          description1
          description2
        }
      }
      allAbCampaign {
        nodes {
          name
          variations {
            name
            chance
          }
        }
      }
    }
  `)
  if (result.errors || !result.data) throw new Error(`Could not query the search sources: ${JSON.stringify(result.errors)}`)
  const campaigns = result.data.allAbCampaign.nodes
  const pages = result.data.allContentPage.nodes
    .filter((node) => !node.pageSeo.robots?.includes('noindex'))
    // In one order from build to build: Pagefind keeps it for pages of equal score.
    .sort((a, b) => (a.href < b.href ? -1 : a.href > b.href ? 1 : 0))
    .map((node): ContentPageInput => ({
      id: node.id,
      nodeType: node.internal.type,
      href: node.href,
      heading: node.heading,
      summary: node.summary,
      publishedOn: node.publishedOn,
      image: node.mainImage && node.pageSeo.ogImg ? { src: node.pageSeo.ogImg, alt: node.mainImage.alt ?? '' } : null,
      body: (getNode(node.id) as { body?: TextBlock[] } | undefined)?.body ?? null,
      sections: node.sections,
    }))
  return searchRecords({ pages, offers: result.data.allJobOffer.nodes, campaigns })
}
