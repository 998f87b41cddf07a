import { graphql, type PageProps } from 'gatsby'
import React from 'react'
import { contentPageHead } from '../components/content/content-template'
import { Sections } from '../components/sections/Sections'

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

export const Head = contentPageHead((data: Data) => data.landingPage)

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
