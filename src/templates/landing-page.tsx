import { graphql, type HeadProps, type PageProps } from 'gatsby'
import React from 'react'
import { Sections } from '../components/sections/Sections'
import { ContentPageHead } from '../components/seo/Seo'

type Data = Queries.LandingPageTemplateQuery

/** Products, features, industries, company pages and paid landing pages: a heading and sections. */
export default function LandingPageTemplate({ data }: PageProps<Data>): React.JSX.Element | null {
  const page = data.landingPage
  if (!page) return null
  return (
    <article className="landing-page">
      <header>
        <h1>{page.heading}</h1>
        {page.subHeading ? <p className="lead">{page.subHeading}</p> : null}
      </header>
      <Sections sections={page.sections} />
    </article>
  )
}

export function Head({ data }: HeadProps<Data>): React.JSX.Element | null {
  return <ContentPageHead page={data.landingPage} />
}

export const query = graphql`
  query LandingPageTemplate($id: String!) {
    landingPage(id: { eq: $id }) {
      ...ContentPageSeo
      heading
      subHeading
      sections
    }
  }
`
