import { graphql, type HeadProps, type PageProps } from 'gatsby'
import React from 'react'
import { RelatedPosts } from '../components/collections/RelatedPosts'
import { ContentArticle } from '../components/content/ContentArticle'
import { BlogFeedLink } from '../components/seo/BlogFeedLink'
import { ContentPageHead } from '../components/seo/Seo'

type Data = Queries.BlogPostTemplateQuery

export default function BlogPostTemplate({ data }: PageProps<Data>): React.JSX.Element | null {
  const page = data.blogPost
  if (!page) return null
  return (
    <>
      <ContentArticle page={page} eyebrow={page.category ?? 'Blog'} article closingCta />
      <RelatedPosts post={page} candidates={data.relatedPosts.nodes} />
    </>
  )
}

export function Head({ data }: HeadProps<Data>): React.JSX.Element | null {
  return (
    <ContentPageHead page={data.blogPost} article="BlogPosting">
      <BlogFeedLink />
    </ContentPageHead>
  )
}

export const query = graphql`
  query BlogPostTemplate($id: String!, $shownIds: [String!]!) {
    blogPost(id: { eq: $id }) {
      ...ContentPageSeo
      ...ContentArticleFields
      category
      ...RelatedPost
    }
    relatedPosts: allBlogPost(filter: { id: { in: $shownIds } }, sort: { id: ASC }) {
      nodes {
        ...RelatedPost
      }
    }
  }
`
