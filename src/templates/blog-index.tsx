import { graphql, type HeadProps, type PageProps } from 'gatsby'
import React from 'react'
import { EmptyState } from '../components/collections/EmptyState'
import { EntryCard } from '../components/collections/EntryCard'
import { EntryList } from '../components/collections/EntryList'
import { Heading } from '../components/laika/Heading'
import { Pagination, PaginationHeadLinks } from '../components/collections/Pagination'
import { BlogFeedLink } from '../components/seo/BlogFeedLink'
import { Section } from '../components/sections/Section'
import { Seo, useSiteUrl } from '../components/seo/Seo'
import { blogLd } from '../lib/seo/structured-data'
import { blogPagePath, type BlogPageContext } from '../lib/content/collections'
import { site } from '../config/site-config'

type Data = Queries.BlogIndexQuery
type Post = Data['blogPostByIds'][number]

const postCard = (post: Post, featured = false, headingLevel: 2 | 3 = 3) => (
  <EntryCard entry={post} eyebrow={post.category} featured={featured} headingLevel={headingLevel} showReadingTime />
)

/**
 * /blog and /blog/page/N (SPEC 2.12): the posts newest first; the first page features
 * the newest post above the rest.
 */
export default function BlogIndex({ data, pageContext }: PageProps<Data, BlogPageContext>): React.JSX.Element {
  const posts = data.blogPostByIds
  const { page, pageCount } = pageContext
  const featured = page === 1 ? posts[0] : undefined
  const rest = page === 1 ? posts.slice(1) : posts
  const list = (
    <EntryList
      entries={rest}
      renderEntry={(post) => postCard(post, false, page === 1 ? 3 : 2)}
      empty={featured ? null : <EmptyState>No blog posts yet. Come back soon.</EmptyState>}
    />
  )
  return (
    <>
      <>
        <header>
          <Heading level={1} size="Xxl">
            {page === 1 ? 'Blog' : `Blog, page ${page} of ${pageCount}`}
          </Heading>
          {page === 1 ? <p>News, ideas and lessons from the people who secure buildings with {site.brand.name}.</p> : null}
        </header>
        {featured ? <section aria-label="Featured post">{postCard(featured, true)}</section> : null}
        {page === 1 && rest.length > 0 ? <Section heading="More posts">{list}</Section> : list}
        <Pagination page={page} count={pageCount} />
      </>
    </>
  )
}

/** Each page of the blog is the Blog, with the posts it lists; a later page says which it is in its description. */
export function Head({ data, pageContext }: HeadProps<Data, BlogPageContext>): React.JSX.Element {
  const { page, pageCount } = pageContext
  const siteUrl = useSiteUrl()
  const about = `News, ideas and lessons on cloud access control from the ${site.brand.name} team.`
  const description = page === 1 ? about : `${about} Page ${page} of ${pageCount}.`
  const posts = data.blogPostByIds.map((post) => ({ headline: post.headingAlt, path: post.href, datePublished: post.publishedIso }))
  return (
    <Seo
      title={page === 1 ? 'Blog' : `Blog, page ${page}`}
      description={description}
      path={blogPagePath(page)}
      jsonLd={[blogLd({ siteUrl, path: blogPagePath(page), name: `${site.brand.name} blog`, description, posts })]}
    >
      <BlogFeedLink />
      <PaginationHeadLinks page={page} count={pageCount} />
    </Seo>
  )
}

export const query = graphql`
  query BlogIndex($postIds: [String!]!) {
    blogPostByIds(ids: $postIds) {
      ...EntryCard
      category
    }
  }
`
