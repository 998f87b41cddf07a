import { graphql } from 'gatsby'
import { contentArticleTemplate } from '../components/content/content-template'

/** A product update: a content page, without reading time or contents (SPEC 2.10). */
const template = contentArticleTemplate((data: Queries.FeatureUpdateTemplateQuery) => data.featureUpdate, { eyebrow: 'Product update', closingCta: true, structuredData: 'Article' })

export default template.Page
export const Head = template.Head

export const query = graphql`
  query FeatureUpdateTemplate($id: String!) {
    featureUpdate(id: { eq: $id }) {
      ...ContentPageSeo
      ...ContentArticleFields
    }
  }
`
