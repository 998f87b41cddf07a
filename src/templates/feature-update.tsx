import { graphql, type HeadProps, type PageProps } from 'gatsby'
import React from 'react'
import { ContentArticle } from '../components/content/ContentArticle'
import { ContentPageHead } from '../components/seo/Seo'

type Data = Queries.FeatureUpdateTemplateQuery

export default function FeatureUpdateTemplate({ data }: PageProps<Data>): React.JSX.Element | null {
  const page = data.featureUpdate
  if (!page) return null
  return (
    <ContentArticle page={page} eyebrow={'Product update'} />
  )
}

export function Head({ data }: HeadProps<Data>): React.JSX.Element | null {
  return <ContentPageHead page={data.featureUpdate} article="Article" />
}

export const query = graphql`
  query FeatureUpdateTemplate($id: String!) {
    featureUpdate(id: { eq: $id }) {
      ...ContentPageSeo
      ...ContentArticleFields
    }
  }
`
