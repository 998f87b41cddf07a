import path from 'node:path'
import type { CreatePagesArgs } from 'gatsby'
import { blogPagePath, blogPages } from '../lib/content/collections'

/**
 * SPEC 2.12 (docs/collections.md): the blog's statically paginated pages, /blog, /blog/page/2, … One page exists even
 * with no posts, so /blog shows its empty state instead of a 404. The other collection pages are
 * code pages in src/pages/. The posts' order is read here, and each page's context names its posts
 * (blogPages): a post whose date changes moves between pages as their contexts change.
 */
export async function createCollectionPages({
  graphql,
  actions,
  reporter,
}: Pick<CreatePagesArgs, 'graphql' | 'actions' | 'reporter'>): Promise<void> {
  const result = await graphql<{ allBlogPost: { nodes: { id: string }[] } }>(`
    query BlogPostOrder {
      allBlogPost(sort: [{ publishedOn: DESC }, { heading: ASC }]) {
        nodes {
          id
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panic('Could not list the blog posts', result.errors as Error[])
    return
  }
  for (const context of blogPages(result.data.allBlogPost.nodes.map((post) => post.id))) {
    actions.createPage({ path: blogPagePath(context.page), component: path.resolve('src/templates/blog-index.tsx'), context })
  }
}
