import path from 'node:path'
import type { CreatePagesArgs } from 'gatsby'
import { BLOG_POSTS_PER_PAGE, blogPagePath, pageCount, type BlogPageContext } from '../lib/content/collections'

/**
 * SPEC 2.12 (docs/collections.md): the blog's statically paginated pages, /blog, /blog/page/2, … One page exists even
 * with no posts, so /blog shows its empty state instead of a 404. The other collection pages are
 * code pages in src/pages/.
 */
export async function createCollectionPages({
  graphql,
  actions,
  reporter,
}: Pick<CreatePagesArgs, 'graphql' | 'actions' | 'reporter'>): Promise<void> {
  const result = await graphql<{ allBlogPost: { totalCount: number } }>(`
    query BlogPostCount {
      allBlogPost {
        totalCount
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panic('Could not count the blog posts', result.errors as Error[])
    return
  }
  const count = pageCount(result.data.allBlogPost.totalCount, BLOG_POSTS_PER_PAGE)
  for (let page = 1; page <= count; page++) {
    const context: BlogPageContext = { skip: (page - 1) * BLOG_POSTS_PER_PAGE, limit: BLOG_POSTS_PER_PAGE, page, pageCount: count }
    actions.createPage({ path: blogPagePath(page), component: path.resolve('src/templates/blog-index.tsx'), context })
  }
}
