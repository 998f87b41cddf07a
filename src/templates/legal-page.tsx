import { graphql, type HeadProps, type PageProps } from 'gatsby'
import React from 'react'
import { ContentArticle } from '../components/content/ContentArticle'
import { ContentPageHead } from '../components/seo/Seo'

type Data = Queries.LegalPageTemplateQuery

export default function LegalPageTemplate({ data }: PageProps<Data>): React.JSX.Element | null {
  const page = data.legalPage
  if (!page) return null
  return (
    <ContentArticle page={page} eyebrow={'Legal'} />
  )
}

export function Head({ data }: HeadProps<Data>): React.JSX.Element | null {
  return <ContentPageHead page={data.legalPage} />
}

export const query = graphql`
  query LegalPageTemplate($id: String!) {
    legalPage(id: { eq: $id }) {
      ...ContentPageSeo
      ...ContentArticleFields
    }
  }
`
