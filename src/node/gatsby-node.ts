import path from 'node:path'
import { performance } from 'node:perf_hooks'
import type { GatsbyNode } from 'gatsby'
import { readServiceSettings } from '../config/site-config'
import { createCareerPages, serveOffersFile, writeOffersFile } from './careers/pages'
import { careerNodeInputs } from './careers/source'
import { loadCmsContentFromSettings } from './cms/load'
import { MODEL } from './cms/model'
import { writeFeeds } from './content/feeds'
import { writeMarkdownCopies } from './content/markdown-copies'
import { contentResolvers } from './content/resolvers'
import { typeDefs } from './schema'
import { contentPageNodes, pageContexts } from './page-context'
import { cmsNodeInputs, storedNodes, syncNodes, type NodeInput } from './source-nodes'
import { createCollectionPages } from './collections'
import { publishSearch } from './search/publish'
import { followCmsChanges } from './publishing/preview'
import { writeServedHeaders } from './security/served-headers'
import { describeError } from '../lib/errors/error-detail'
import { securityHeaders } from './security/security-headers'

const TEMPLATES = new Map(Object.values(MODEL).flatMap((m) => (m.template ? [[m.nodeType, m.template] as const] : [])))

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(typeDefs)
}

export const createResolvers: GatsbyNode['createResolvers'] = (args) => {
  // Gatsby types createResolvers as a bare Function.
  const create = args.createResolvers as (resolvers: object) => void
  create(contentResolvers(args, readServiceSettings(process.env, process.cwd())))
}

let stopFollowingCms: (() => void) | undefined

export const sourceNodes: GatsbyNode['sourceNodes'] = async (args) => {
  // Gatsby leaves the site's nodes to it (syncNodes): it neither sweeps those not made again nor
  // needs them made. Gatsby 5.12 and later; it remembers the setting with its cache.
  const { enableStatefulSourceNodes } = args.actions
  if (!enableStatefulSourceNodes) {
    args.reporter.panic('This Gatsby has no enableStatefulSourceNodes action: the build needs Gatsby 5.12 or later')
    return
  }
  enableStatefulSourceNodes()
  // The parts' times are printed: at 10,000 documents sourcing is a phase of its own.
  const seconds = (from: number, to = performance.now()) => ((to - from) / 1000).toFixed(1)
  const reading = performance.now()
  const stored = storedNodes(args.getNodes)
  const read = seconds(reading)
  const settings = readServiceSettings(process.env, process.cwd())
  const source = settings.cms.kind === 'sanity' ? `Sanity project ${settings.cms.projectId}` : settings.cms.datasetPath
  // Drafts are for `npm run preview` (gatsby develop) only; a build never shows them (docs/publishing.md).
  const drafts = settings.publishing.previewDrafts
  if (drafts && process.env.gatsby_executing_command !== 'develop') {
    args.reporter.panic('CMS_DRAFTS=1 is for `npm run preview` (gatsby develop) only: drafts never reach a production build')
    return
  }
  let cmsNodes: NodeInput[] = []
  try {
    const load = () => loadCmsContentFromSettings(settings.cms, { drafts })
    const started = performance.now()
    const content = await load()
    const loaded = performance.now()
    const renderSettings = { siteUrl: settings.siteUrl, cloudinary: settings.cloudinary ?? null }
    cmsNodes = cmsNodeInputs(content, args, renderSettings)
    const count = [...content.byType.values()].reduce((n, docs) => n + docs.length, 0)
    const times = `read and checked in ${seconds(started, loaded)} s, digested in ${seconds(loaded)} s`
    args.reporter.info(`CMS: ${count} documents from ${source}${drafts ? `, ${content.draftIds.size} shown as drafts` : ''} (${times})`)
    if (drafts) {
      stopFollowingCms?.()
      stopFollowingCms = followCmsChanges(args, settings, content, load, renderSettings)
    }
  } catch (err) {
    args.reporter.panic(`Could not load the CMS content from ${source}: ${describeError(err)}`, err as Error)
    // panic ends the build: no node is synced, so none is deleted, without the content.
    return
  }
  const nodes = [...cmsNodes, ...(await careerNodeInputs(args, settings.ats))]
  const syncing = performance.now()
  const { made, kept, deleted } = syncNodes(nodes, stored, args)
  args.reporter.info(
    `Nodes: ${made} made, ${kept} kept as the store has them, ${deleted} deleted (${seconds(syncing)} s; the store read in ${read} s)`,
  )
}

/** Every CMS document with an href becomes exactly one page, rendered by its type's template; every redirect document a redirect. */
// eslint-disable-next-line @typescript-eslint/unbound-method -- Gatsby's graphql and getNodesByType are plain functions, typed as methods
export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter, getNodesByType }) => {
  const nodes = contentPageNodes(getNodesByType, TEMPLATES.keys())
  const contextOf = pageContexts(nodes)
  for (const node of nodes) {
    const template = TEMPLATES.get(node.internal.type)
    if (!template) {
      reporter.panic(`No template for content type ${node.internal.type} (page ${node.href})`)
      return
    }
    actions.createPage({
      path: node.href,
      component: path.resolve(`src/templates/${template}.tsx`),
      // A draft (preview only) carries the flag the Draft badge reads; published pages never do.
      context: { ...contextOf(node), ...(node.cmsDraft ? { cmsDraft: true } : {}) },
    })
  }
  await createCareerPages({ graphql, actions, reporter })
  await createCollectionPages({ graphql, actions, reporter })
  // The CMS's redirects (checked when loaded, src/node/cms/validate.ts), through Gatsby's own API:
  // the adapters hand them to Netlify's _redirects and to `npm run serve` (served-routes.ts).
  for (const node of getNodesByType('Redirect') as unknown as RedirectNode[]) {
    actions.createRedirect({ fromPath: node.from, toPath: node.to, isPermanent: node.permanent !== false })
  }
}

interface RedirectNode {
  from: string
  to: string
  permanent?: boolean | null
}

/**
 * After the HTML: the sitemap, robots.txt and the blog feed; the content pages' Markdown copies
 * and llms.txt; the offers file for /careers/offer;
 * the search records (Algolia's, or the pages Pagefind indexes once the build has ended); the
 * inline-script hashes of the CSP. The build prints what each step took.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async (args) => {
  const root = process.cwd()
  const settings = readServiceSettings(process.env, process.cwd())
  const times: string[] = []
  const timed = async (name: string, step: () => unknown): Promise<void> => {
    const started = performance.now()
    await step()
    times.push(`${name} ${((performance.now() - started) / 1000).toFixed(1)} s`)
  }
  await timed('feeds', () => writeFeeds(args))
  await timed('markdown', () => writeMarkdownCopies(args))
  await timed('offers', () => writeOffersFile(args))
  await timed('search', () => publishSearch(args, settings))
  // Last, once every HTML file is written: the declared headers with the build's inline-script
  // hashes, for the adapter and `npm run serve` (docs/deploy.md, "Security headers").
  await timed('headers', () => {
    try {
      const served = writeServedHeaders(root, securityHeaders(settings))
      args.reporter.info(
        `Security headers: ${served.inlineScripts.length} inline scripts and ${served.inlineStyles.length} inline styles hashed across ${served.pages} HTML files (${served.read} read, the others unchanged)`,
      )
    } catch (err) {
      args.reporter.panic(`Could not compute the Content-Security-Policy: ${(err as Error).message}`, err as Error)
    }
  })
  args.reporter.info(`onPostBuild steps: ${times.join(', ')}`)
}

export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = (args) => serveOffersFile(args)
export { onCreateWebpackConfig } from './client-build'
