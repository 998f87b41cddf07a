import { graphql } from 'gatsby'
import { contentArticleTemplate } from '../components/content/content-template'

/** A guide of the learning hub: an article page (SPEC 2.10). */
const template = contentArticleTemplate((data: Queries.GuideTemplateQuery) => data.guide, { eyebrow: 'Guide', article: true, closingCta: true, structuredData: 'Article' })

export default template.Page
export const Head = template.Head

export const query = graphql`
  query GuideTemplate($id: String!) {
    guide(id: { eq: $id }) {
      ...ContentPageSeo
      ...ContentArticleFields
    }
  }
`
