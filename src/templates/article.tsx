import { graphql } from 'gatsby'
import React from 'react'
import { RelatedReading } from '../components/collections/RelatedReading'
import { contentArticleTemplate } from '../components/content/content-template'

/** An article of the learning hub: an article page (SPEC 2.10). */
const template = contentArticleTemplate((data: Queries.ArticleTemplateQuery) => data.article, {
  eyebrow: 'Learning hub',
  article: true,
  closingCta: true,
  structuredData: 'Article',
  related: (data, ids) => <RelatedReading heading="More from the learning hub" entries={data.related} ids={ids} />,
})

export default template.Page
export const Head = template.Head

export const query = graphql`
  query ArticleTemplate($id: String!, $relatedIds: [String!]!) {
    article(id: { eq: $id }) {
      ...ContentPageSeo
      ...ContentArticleFields
    }
    related: articleByIds(ids: $relatedIds) {
      ...EntryCard
    }
  }
`
