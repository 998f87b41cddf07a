import type { NodePluginArgs } from 'gatsby'
import type { CmsContent } from './cms/content'
import { MODEL } from './cms/model'
import { noteSourcedNodes } from './build-inputs'

type NodeArgs = Pick<NodePluginArgs, 'actions' | 'createNodeId' | 'createContentDigest'>

/**
 * One Gatsby node per CMS document, its type named by the content model, plus the one
 * SiteWideContent node. Node ids derive from the document ids, and a node's digest from its
 * content, so an unchanged document keeps its node and Gatsby re-renders only the pages whose
 * data changed. `renderSettings` (the settings that computed fields read, e.g. the site URL and
 * the image CDN) join the digest, so changing them re-renders every page instead of keeping
 * cached query results.
 */
export function createCmsNodes(content: CmsContent, args: NodeArgs, renderSettings: unknown = null): void {
  const nodes = cmsNodeInputs(content, args, renderSettings)
  for (const node of nodes) args.actions.createNode(node)
  // onPostBuild's steps read what changed from these digests (build-inputs.ts).
  noteSourcedNodes(nodes)
}

export interface CmsNodeInput {
  id: string
  parent: null
  children: []
  internal: { type: string; contentDigest: string }
  [field: string]: unknown
}

/**
 * The nodes of `createCmsNodes`, not yet created: preview compares their digests with the nodes it
 * has, to refresh only the changed ones. A document shown as its draft (preview only) carries
 * `cmsDraft: true`, outside the GraphQL schema; createPages reads it with getNode.
 */
export function cmsNodeInputs(
  content: CmsContent,
  { createNodeId, createContentDigest }: Pick<NodeArgs, 'createNodeId' | 'createContentDigest'>,
  renderSettings: unknown = null,
): CmsNodeInput[] {
  const nodes: CmsNodeInput[] = []
  for (const [type, docs] of content.byType) {
    for (const doc of docs) {
      const draft: { cmsDraft?: true } = content.draftIds.has(doc._id) ? { cmsDraft: true } : {}
      nodes.push({
        ...doc,
        ...draft,
        id: createNodeId(`cms-${doc._id}`),
        parent: null,
        children: [],
        internal: {
          type: MODEL[type].nodeType,
          contentDigest: createContentDigest(draft.cmsDraft ? [doc, renderSettings, true] : [doc, renderSettings]),
        },
      })
    }
  }
  nodes.push({
    ...content.siteWide,
    id: createNodeId('cms-site-wide-content'),
    parent: null,
    children: [],
    internal: { type: 'SiteWideContent', contentDigest: createContentDigest(content.siteWide) },
  })
  return nodes
}
