import { graphql } from 'gatsby'
import React from 'react'
import { CtaBanner } from '../components/banners/CtaBanner'
import { contentArticleTemplate } from '../components/content/content-template'
import { site } from '../config/site-config'

/** A legal page (SPEC 2.13); one whose text is an example says so before its text. */
const template = contentArticleTemplate((data: Queries.LegalPageTemplateQuery) => data.legalPage, {
  eyebrow: 'Legal',
  toc: true,
  lastUpdated: true,
  notice: (data) =>
    data.legalPage?.sampleText ? (
      <CtaBanner
        intention="warning"
        placement="body"
        content={{
          headingAlt: 'Sample text',
          text: `The text below is sample text, written to show the structure and length of ${site.brand.name}’s legal pages. It is not a binding legal document and forms no part of any contract.`,
        }}
      />
    ) : null,
})

export default template.Page
export const Head = template.Head

export const query = graphql`
  query LegalPageTemplate($id: String!) {
    legalPage(id: { eq: $id }) {
      ...ContentPageSeo
      ...ContentArticleFields
      sampleText
    }
  }
`
