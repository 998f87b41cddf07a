import type { NodePluginArgs } from 'gatsby'
import type { CmsContent } from './cms/load'
import { MODEL } from './cms/model'

type NodeArgs = Pick<NodePluginArgs, 'actions' | 'createNodeId' | 'createContentDigest'>

/**
 * One Gatsby node per CMS document, its type named by the content model, plus the one
 * SiteWideContent node. Node ids derive from the document ids, and a node's digest from its
 * content, so an unchanged document keeps its node and Gatsby re-renders only the pages whose
 * data changed. `renderSettings` (the settings that computed fields read, e.g. the site URL and
 * the image CDN) join the digest, so changing them re-renders every page instead of keeping
 * cached query results.
 */
export function createCmsNodes(
  content: CmsContent,
  { actions, createNodeId, createContentDigest }: NodeArgs,
  renderSettings: unknown = null,
): void {
  for (const [type, docs] of content.byType) {
    for (const doc of docs) {
      actions.createNode({
        ...doc,
        id: createNodeId(`cms-${doc._id}`),
        parent: null,
        children: [],
        internal: { type: MODEL[type].nodeType, contentDigest: createContentDigest([doc, renderSettings]) },
      })
    }
  }
  actions.createNode({
    ...content.siteWide,
    id: createNodeId('cms-site-wide-content'),
    parent: null,
    children: [],
    internal: { type: 'SiteWideContent', contentDigest: createContentDigest(content.siteWide) },
  })
}
