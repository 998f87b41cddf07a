import { graphql, type HeadProps, type PageProps } from 'gatsby'
import React from 'react'
import { ContentArticle } from '../components/content/ContentArticle'
import { ContentPageHead } from '../components/seo/Seo'

type Data = Queries.GuideTemplateQuery

export default function GuideTemplate({ data }: PageProps<Data>): React.JSX.Element | null {
  const page = data.guide
  if (!page) return null
  return (
    <ContentArticle page={page} eyebrow={'Guide'} article />
  )
}

export function Head({ data }: HeadProps<Data>): React.JSX.Element | null {
  return <ContentPageHead page={data.guide} article="Article" />
}

export const query = graphql`
  query GuideTemplate($id: String!) {
    guide(id: { eq: $id }) {
      ...ContentPageSeo
      ...ContentArticleFields
    }
  }
`
