import { graphql, type HeadProps, type PageProps } from 'gatsby'
import React from 'react'
import { ContentArticle } from '../components/content/ContentArticle'
import { ContentPageHead } from '../components/seo/Seo'

type Data = Queries.ArticleTemplateQuery

export default function ArticleTemplate({ data }: PageProps<Data>): React.JSX.Element | null {
  const page = data.article
  if (!page) return null
  return (
    <ContentArticle page={page} eyebrow={'Learning hub'} article />
  )
}

export function Head({ data }: HeadProps<Data>): React.JSX.Element | null {
  return <ContentPageHead page={data.article} article="Article" />
}

export const query = graphql`
  query ArticleTemplate($id: String!) {
    article(id: { eq: $id }) {
      ...ContentPageSeo
      ...ContentArticleFields
    }
  }
`
