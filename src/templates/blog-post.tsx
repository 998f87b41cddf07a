import { graphql, type HeadProps, type PageProps } from 'gatsby'
import React from 'react'
import { RelatedReading } from '../components/collections/RelatedReading'
import { ContentArticle } from '../components/content/ContentArticle'
import type { ContentPageContext } from '../components/content/content-template'
import { BlogFeedLink } from '../components/seo/BlogFeedLink'
import { ContentPageHead } from '../components/seo/Seo'

type Data = Queries.BlogPostTemplateQuery

export default function BlogPostTemplate({ data, pageContext }: PageProps<Data, ContentPageContext>): React.JSX.Element | null {
  const page = data.blogPost
  if (!page) return null
  return (
    <ContentArticle
      page={page}
      eyebrow={page.category ?? 'Blog'}
      article
      closingCta
      related={<RelatedReading heading="Related posts" entries={data.relatedPosts} ids={pageContext.relatedIds ?? []} showReadingTime />}
    />
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
  query BlogPostTemplate($id: String!, $relatedIds: [String!]!) {
    blogPost(id: { eq: $id }) {
      ...ContentPageSeo
      ...ContentArticleFields
      category
    }
    relatedPosts: blogPostByIds(ids: $relatedIds) {
      ...RelatedPost
    }
  }
`
