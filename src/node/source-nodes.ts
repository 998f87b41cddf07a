import type { Node, NodePluginArgs } from 'gatsby'
import type { CmsContent } from './cms/content'
import { MODEL } from './cms/model'

/** The name Gatsby gives the site's own gatsby-node: the owner of every node sourced here. */
const SITE_PLUGIN = 'default-site-plugin'

/** What the node store holds of a node: its type and content digest. */
export interface StoredNode {
  type: string
  contentDigest: string
}

/**
 * Sourcing is stateful (Gatsby's `enableStatefulSourceNodes`): Gatsby neither needs every node
 * made again nor sweeps the untouched ones, and the site creates only the nodes whose digest changed
 * and deletes the nodes whose document is gone (syncNodes). This is what the store holds of the
 * nodes sourced here: every node the site owns (a cold build's store is empty).
 */
export function storedNodes(getNodes: () => Node[]): Map<string, StoredNode> {
  const nodes = new Map<string, StoredNode>()
  for (const node of getNodes()) {
    if (node.internal.owner === SITE_PLUGIN) nodes.set(node.id, { type: node.internal.type, contentDigest: node.internal.contentDigest })
  }
  return nodes
}

/**
 * Brings the store from `stored` to `inputs`: creates each input that is new or whose digest (or
 * type) changed, deletes each stored node no input has, and leaves every other node alone, so
 * Gatsby re-runs only the queries of the pages showing a changed document.
 */
export function syncNodes(
  inputs: readonly NodeInput[],
  stored: ReadonlyMap<string, StoredNode>,
  { actions, getNode }: Pick<NodePluginArgs, 'actions' | 'getNode'>,
): { ids: Set<string>; made: number; kept: number; deleted: number } {
  const ids = new Set<string>()
  let made = 0
  for (const input of inputs) {
    ids.add(input.id)
    const before = stored.get(input.id)
    if (before?.type === input.internal.type && before.contentDigest === input.internal.contentDigest) continue
    actions.createNode(input)
    made += 1
  }
  let deleted = 0
  for (const id of stored.keys()) {
    const node = ids.has(id) ? undefined : getNode(id)
    if (node) {
      actions.deleteNode(node)
      deleted += 1
    }
  }
  return { ids, made, kept: inputs.length - made, deleted }
}

export interface NodeInput {
  id: string
  parent: null
  children: []
  internal: { type: string; contentDigest: string }
  [field: string]: unknown
}

/**
 * One Gatsby node per CMS document, its type named by the content model, plus the one
 * SiteWideContent node; syncNodes creates those that changed. Node ids derive from the document
 * ids, and a node's digest from its content, so an unchanged document keeps its node and Gatsby
 * re-renders only the pages whose data changed. `renderSettings` (the settings that computed fields
 * read, e.g. the site URL and the image CDN) join the digest, so changing them re-renders every
 * page instead of keeping cached query results. A document shown as its draft (preview only)
 * carries `cmsDraft: true`, outside the GraphQL schema; createPages reads it with getNode.
 */
export function cmsNodeInputs(
  content: CmsContent,
  { createNodeId, createContentDigest }: Pick<NodePluginArgs, 'createNodeId' | 'createContentDigest'>,
  renderSettings: unknown = null,
): NodeInput[] {
  const nodes: NodeInput[] = []
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
