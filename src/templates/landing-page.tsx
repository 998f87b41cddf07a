import { graphql, type PageProps } from 'gatsby'
import React from 'react'
import { contentPageHead } from '../components/seo/Seo'
import type { Section } from '../content-model/types'
import { pricingLd } from '../lib/seo/structured-data'
import { Heading } from '../components/laika/Heading'
import { Text } from '../components/laika/Text'
import { Sections } from '../components/sections/Sections'

type Data = Queries.LandingPageTemplateQuery

/**
 * Products, features, industries, company pages and paid landing pages: sections, the first of
 * which (a hero) is the page's header, with the page's heading as its h1 and its main image.
 */
export default function LandingPageTemplate({ data }: PageProps<Data>): React.JSX.Element | null {
  const page = data.landingPage
  if (!page) return null
  // The schema types sections as JSON; the build checked them against the content model.
  const sections = page.sections as unknown as Section[]
  return (
    <article>
      {sections[0]?._type === 'hero' ? null : (
        <header>
          <Heading level={1}>{page.heading}</Heading>
          {page.subHeading ? <Text size="Lg">{page.subHeading}</Text> : null}
        </header>
      )}
      <Sections sections={sections} page={{ heading: page.heading, mainImage: page.mainImage }} />
    </article>
  )
}

/** A page with priced plans (the first pricingPlans section: the control, if A/B tested) offers them as a Product. */
export const Head = contentPageHead(
  (data: Data) => data.landingPage,
  undefined,
  (data, siteUrl) => {
    const page = data.landingPage
    const plans = (page?.sections as unknown as Section[] | undefined)?.find((s) => s._type === 'pricingPlans')
    return page && plans?._type === 'pricingPlans'
      ? [pricingLd({ siteUrl, path: page.href, name: page.headingAlt, description: page.pageSeo.description, plans: plans.plans })]
      : []
  },
)

export const query = graphql`
  query LandingPageTemplate($id: String!) {
    landingPage(id: { eq: $id }) {
      ...ContentPageSeo
      heading
      subHeading
      sections
      mainImage {
        alt
        gatsbyImageData(width: 1200)
      }
    }
  }
`
