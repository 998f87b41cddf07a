import { graphql } from 'gatsby'
import React from 'react'
import { RelatedReading } from '../components/collections/RelatedReading'
import { contentArticleTemplate } from '../components/content/content-template'

/** A guide of the learning hub: an article page (SPEC 2.10). */
const template = contentArticleTemplate((data: Queries.GuideTemplateQuery) => data.guide, {
  eyebrow: 'Guide',
  article: true,
  closingCta: true,
  structuredData: 'Article',
  related: (data, ids) => <RelatedReading heading="More guides" entries={data.related} ids={ids} />,
})

export default template.Page
export const Head = template.Head

export const query = graphql`
  query GuideTemplate($id: String!, $relatedIds: [String!]!) {
    guide(id: { eq: $id }) {
      ...ContentPageSeo
      ...ContentArticleFields
    }
    related: guideByIds(ids: $relatedIds) {
      ...EntryCard
    }
  }
`
