import { graphql, type PageProps } from 'gatsby'
import React from 'react'
import { ContentArticle } from '../components/content/ContentArticle'
import { contentPageHead } from '../components/seo/Seo'

type Data = Queries.CaseStudyTemplateQuery

export default function CaseStudyTemplate({ data }: PageProps<Data>): React.JSX.Element | null {
  const page = data.caseStudy
  if (!page) return null
  return (
    <ContentArticle page={page} eyebrow={`Customer story · ${page.customer}`}>
      {page.headlineFigure ? (
        <p className="headline-figure">
          <strong>{page.headlineFigure.value}</strong> {page.headlineFigure.label}
        </p>
      ) : null}
    </ContentArticle>
  )
}

export const Head = contentPageHead((data: Data) => data.caseStudy)

export const query = graphql`
  query CaseStudyTemplate($id: String!) {
    caseStudy(id: { eq: $id }) {
      ...ContentPageSeo
      ...ContentArticleFields
      customer
      industry
      headlineFigure {
        value
        label
      }
    }
  }
`
