import { watch } from 'node:fs'
import path from 'node:path'
import type { NodePluginArgs } from 'gatsby'
import type { ServiceSettings } from '../../config/site-config'
import { describeError } from '../../lib/errors/error-detail'
import type { CmsContent } from '../cms/content'
import { listenForChanges } from '../cms/sanity-transport'
import { cmsNodeInputs, syncNodes, type NodeInput, type StoredNode } from '../source-nodes'

/** Edits arriving within this time are loaded once (an editor's save writes a file, or a few mutations). */
export const PREVIEW_DEBOUNCE_MS = 300

type PreviewArgs = Pick<NodePluginArgs, 'actions' | 'createNodeId' | 'createContentDigest' | 'getNode' | 'reporter'>

/**
 * Applies a new load of the content to the nodes of the previous one (syncNodes): creates the nodes
 * whose digest changed (or that are new), deletes the nodes whose document is gone, and leaves every
 * other node alone, so Gatsby re-runs only the queries of the pages showing a changed document.
 * Returns the ids of the nodes now present and how many changed.
 */
export function refreshCmsNodes(
  inputs: NodeInput[],
  previousIds: ReadonlySet<string>,
  args: Pick<PreviewArgs, 'actions' | 'getNode'>,
): { ids: Set<string>; changed: number; deleted: number } {
  const stored = new Map<string, StoredNode>()
  for (const id of previousIds) {
    const node = args.getNode(id)
    if (node) stored.set(id, { type: node.internal.type, contentDigest: node.internal.contentDigest })
  }
  const { ids, made, deleted } = syncNodes(inputs, stored, args)
  return { ids, changed: made, deleted }
}

/**
 * `npm run preview` (docs/publishing.md): after the first sourcing, follows the CMS and refreshes
 * the changed nodes without a restart. The embedded dataset's folder is watched (an editor may save
 * by renaming a new file over the old one); Sanity's listener reports mutations, drafts included.
 * A load that fails (bad data, CMS down) is reported and the preview keeps the last good content.
 */
export function followCmsChanges(
  args: PreviewArgs,
  settings: ServiceSettings,
  first: CmsContent,
  load: () => Promise<CmsContent>,
  renderSettings: unknown,
): () => void {
  let ids = new Set(cmsNodeInputs(first, args, renderSettings).map((n) => n.id))
  let timer: NodeJS.Timeout | undefined
  let running = Promise.resolve()
  const reload = () => {
    running = running.then(async () => {
      try {
        const content = await load()
        const result = refreshCmsNodes(cmsNodeInputs(content, args, renderSettings), ids, args)
        ids = result.ids
        args.reporter.info(`Preview: ${result.changed} CMS node(s) refreshed, ${result.deleted} removed`)
      } catch (err) {
        args.reporter.error(`Preview: the CMS content could not be reloaded, keeping the last good content: ${describeError(err)}`)
      }
    })
  }
  const schedule = () => {
    clearTimeout(timer)
    timer = setTimeout(reload, PREVIEW_DEBOUNCE_MS)
  }

  if (settings.cms.kind === 'sanity') {
    const stop = listenForChanges(settings.cms, schedule)
    return () => {
      clearTimeout(timer)
      stop()
    }
  }
  const file = path.basename(settings.cms.datasetPath)
  const watcher = watch(path.dirname(settings.cms.datasetPath), (_event, name) => {
    if (name === file) schedule()
  })
  return () => {
    clearTimeout(timer)
    watcher.close()
  }
}
