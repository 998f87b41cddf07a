import { graphql } from 'gatsby'
import { contentArticleTemplate } from '../components/content/content-template'

/** A legal page (SPEC 2.13). */
const template = contentArticleTemplate((data: Queries.LegalPageTemplateQuery) => data.legalPage, {
  eyebrow: 'Legal',
  toc: true,
  lastUpdated: true,
})

export default template.Page
export const Head = template.Head

export const query = graphql`
  query LegalPageTemplate($id: String!) {
    legalPage(id: { eq: $id }) {
      ...ContentPageSeo
      ...ContentArticleFields
    }
  }
`
