import { graphql } from 'gatsby'
import { contentArticleTemplate } from '../components/content/content-template'

/** An article of the learning hub: an article page (SPEC 2.10). */
const template = contentArticleTemplate((data: Queries.ArticleTemplateQuery) => data.article, { eyebrow: 'Learning hub', article: true, closingCta: true, structuredData: 'Article' })

export default template.Page
export const Head = template.Head

export const query = graphql`
  query ArticleTemplate($id: String!) {
    article(id: { eq: $id }) {
      ...ContentPageSeo
      ...ContentArticleFields
    }
  }
`
