import path from 'node:path'
import { performance } from 'node:perf_hooks'
import type { GatsbyNode } from 'gatsby'
import { readServiceSettings } from '../config/site-config'
import { createCareerPages, serveOffersFile, writeOffersFile } from './careers/pages'
import { careerNodeInputs } from './careers/source'
import { loadCmsContentFromSettings } from './cms/load'
import { MODEL } from './cms/model'
import { writeFeeds } from './content/feeds'
import { contentResolvers, startPageImageJobs } from './content/resolvers'
import { typeDefs } from './schema'
import { contentPageNodes, pageContexts } from './page-context'
import { cmsNodeInputs, keepPageNodes, storedNodes, syncNodes, type NodeInput } from './source-nodes'
import { createCollectionPages } from './collections'
import { publishSearch } from './search/publish'
import { followCmsChanges } from './publishing/preview'
import { writeServedHeaders } from './security/served-headers'
import { describeError } from '../lib/errors/error-detail'
import { bundleFunctions } from './function-entries'
import { codeVersion, digestOf, forgetSourcedNodes, rememberSourcedNodes, rememberStep, sourcedNodes, unchangedStep } from './build-inputs'
import { builtState, pagesToRender } from './built-state'
import { BLOG_FEED_PATH } from '../lib/seo/feeds'
import { collectWhenWorkerIdles, limitHeapGrowth } from './memory'
import { oneHtmlWorkerPerCore } from './worker-pool'
import { stitchSlicesByteForByte } from './slice-stitching'

// Each query worker Gatsby forks loads this module; the main process limits its heap once the nodes are
// sourced (onPostBootstrap). src/node/memory.ts says why, and why not during the sourcing. Once no task
// has come for a while, a worker collects its garbage (collectWhenWorkerIdles).
if (process.env.GATSBY_WORKER_POOL_WORKER) {
  limitHeapGrowth()
  collectWhenWorkerIdles()
}

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
  forgetSourcedNodes()
  // Gatsby leaves the site's nodes to it (syncNodes): it neither sweeps those not made again nor
  // needs them made. Gatsby 5.12 and later; it remembers the setting with its cache.
  const { enableStatefulSourceNodes } = args.actions
  if (!enableStatefulSourceNodes) {
    args.reporter.panic('This Gatsby has no enableStatefulSourceNodes action: the build needs Gatsby 5.12 or later')
    return
  }
  enableStatefulSourceNodes()
  // The parts' times are printed: at 10,000 documents sourcing is a phase of its own (docs/architecture.md).
  const seconds = (from: number, to = performance.now()) => ((to - from) / 1000).toFixed(1)
  // Before anything else: the last build's list of nodes is removed as it is read (storedNodes).
  const reading = performance.now()
  const stored = storedNodes(builtState(args).program.directory, args.getNodes)
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
  const { made, kept, deleted } = syncNodes(nodes, stored.nodes, args)
  const pages = keepPageNodes(args)
  const from = stored.from === 'list' ? "the last build's list" : 'the store'
  args.reporter.info(
    `Nodes: ${made} made, ${kept} kept as ${from} has them, ${deleted} deleted; ${pages} SitePage nodes kept for createPages (${seconds(syncing)} s; ${from} read in ${read} s)`,
  )
}

/** Every CMS document with an href becomes exactly one page, rendered by its type's template. */
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
}

/**
 * In the main process, before Gatsby makes its worker pool and builds: see oneHtmlWorkerPerCore and
 * stitchSlicesByteForByte.
 */
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = (args) => {
  oneHtmlWorkerPerCore(
    () => pagesToRender(builtState(args)),
    (line) => {
      args.reporter.info(line)
    },
  )
  stitchSlicesByteForByte()
}

/** Once the nodes are sourced and the pages made: the sourced nodes' list for the next build, and limitHeapGrowth. */
export const onPostBootstrap: GatsbyNode['onPostBootstrap'] = (args) => {
  // The store has this build's nodes by now (Gatsby waits for it after sourceNodes). A preview
  // refreshes nodes as the CMS changes, so it leaves no list and the next build reads the store.
  if (process.env.gatsby_executing_command === 'build') rememberSourcedNodes(builtState(args).program.directory)
  limitHeapGrowth()
}

/**
 * Before the bundles, queries and HTML: a build that has done no image job yet, a cold one, begins
 * the pages' own image jobs, which run while webpack bundles (startPageImageJobs).
 */
export const onPreBuild: GatsbyNode['onPreBuild'] = async (args) => {
  const settings = readServiceSettings(process.env, process.cwd())
  if (builtState(args).jobsV2.complete.size === 0) {
    const started = performance.now()
    // Not awaited: the jobs are Gatsby's, which waits for them before the HTML.
    startPageImageJobs(args, settings).then(
      (pages) => {
        args.reporter.info(
          `Images: the image jobs of ${pages} pages begun before the queries, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
        )
      },
      (err: unknown) => {
        args.reporter.warn(`Images: could not begin the pages' image jobs before the queries: ${describeError(err)}`)
      },
    )
  }
}

/**
 * After the HTML: the sitemap, robots.txt and the blog feed; the offers file for /careers/offer;
 * the search index (search/publish.ts); the Gatsby Functions bundled lean,
 * each behind a thin entry, so a server evaluates it once (function-entries.ts); the inline-script
 * hashes of the CSP. Each step whose inputs are those of the last build keeps its output
 * (build-inputs.ts), and the build prints what each step took (docs/architecture.md, "Build phases
 * at scale").
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async (args) => {
  const root = builtState(args).program.directory
  const settings = readServiceSettings(process.env, process.cwd())
  const times: string[] = []
  const timed = async (name: string, step: () => unknown): Promise<void> => {
    const started = performance.now()
    await step()
    times.push(`${name} ${((performance.now() - started) / 1000).toFixed(1)} s`)
  }
  const code = codeVersion(root)

  await timed('feeds', async () => {
    // What the sitemap and feeds list: every page and its context, every document, the site's URL.
    const nodes = sourcedNodes()
    const pages = [...builtState(args).pages].map(([pagePath, page]) => [pagePath, page.context ?? null])
    const inputs = nodes.length > 0 ? digestOf(code, settings.siteUrl, nodes, pages) : null
    const outputs = ['sitemap.xml', 'robots.txt', BLOG_FEED_PATH].map((file) => path.join('public', file))
    if (unchangedStep(root, 'feeds', inputs, outputs)) {
      args.reporter.info('Feeds: kept, the pages and documents are those of the last build')
      return
    }
    await writeFeeds(args)
    rememberStep(root, 'feeds', inputs)
  })
  await timed('offers', () => writeOffersFile(args))
  await timed('search', () => publishSearch(args, settings))
  await timed('functions', async () => {
    const bundled = await bundleFunctions(root)
    const sizes = bundled.map((b) => `${path.basename(b.entry, '.js')} ${Math.round(b.bytes / 1024)} KB`).join(', ')
    args.reporter.info(`Gatsby Functions: ${bundled.length} bundled, each behind a thin entry (${sizes})`)
  })
  // Last, once every HTML file is written: the declared headers with the build's inline-script
  // hashes, for the adapter and `npm run serve` (docs/deploy.md, "Security headers").
  await timed('headers', () => {
    const declared = builtState(args).config.headers ?? []
    try {
      const served = writeServedHeaders(root, declared)
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
