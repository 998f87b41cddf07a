import { writeFile, mkdir } from 'node:fs/promises'
import path from 'node:path'
import type { CreateDevServerArgs, CreatePagesArgs, NodePluginArgs } from 'gatsby'
import { OFFERS_FILE, type JobOffer } from '../../lib/careers/job-offer'

/** One static page per offer, at its clean path (src/lib/careers/offer-path.ts). */
export async function createCareerPages({
  graphql,
  actions,
  reporter,
}: Pick<CreatePagesArgs, 'graphql' | 'actions' | 'reporter'>): Promise<void> {
  const result = await graphql<{ allJobOffer: { nodes: { id: string; path: string }[] } }>(`
    query JobOfferPages {
      allJobOffer {
        nodes {
          id
          path
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panic('Could not query the job offers', result.errors as Error[])
    return
  }
  for (const node of result.data.allJobOffer.nodes) {
    actions.createPage({
      path: node.path,
      component: path.resolve('src/templates/job-offer.tsx'),
      context: { id: node.id },
    })
  }
}

type OfferNode = Omit<JobOffer, 'id'> & { offerId: string; path: string }

/** The offers as the `?id=` route reads them: the SPEC 3.1 fields and the static page's path. */
function offersJson(getNodesByType: NodePluginArgs['getNodesByType']): string {
  const offers = (getNodesByType('JobOffer') as unknown as OfferNode[]).map((node) => ({
    id: node.offerId,
    title: node.title,
    department: node.department,
    location: node.location,
    company: node.company,
    companyUrl: node.companyUrl,
    infoUrl: node.infoUrl,
    applyUrl: node.applyUrl,
    description1: node.description1,
    description2: node.description2,
    path: node.path,
  }))
  // In id order, so an unchanged set of offers writes an identical file.
  offers.sort((a, b) => a.id.localeCompare(b.id))
  return JSON.stringify({ offers })
}

/** Written after the build into public/, next to the pages it serves. */
export async function writeOffersFile({ getNodesByType }: Pick<NodePluginArgs, 'getNodesByType'>): Promise<void> {
  const file = path.join('public', OFFERS_FILE)
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, offersJson(getNodesByType))
}

/** The part of Express's app `gatsby develop` hands over (Gatsby types it `any`). */
interface DevServerApp {
  get(path: string, handler: (req: unknown, res: { type(t: string): { send(body: string): void } }) => void): void
}

/** `gatsby develop` serves the same file from the current nodes. */
export function serveOffersFile({ app, getNodesByType }: Pick<CreateDevServerArgs, 'app' | 'getNodesByType'>): void {
  const server = app as DevServerApp
  server.get(OFFERS_FILE, (_req, res) => {
    res.type('application/json').send(offersJson(getNodesByType))
  })
}
