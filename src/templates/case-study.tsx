import { graphql, type PageProps } from 'gatsby'
import React from 'react'
import { RelatedReading } from '../components/collections/RelatedReading'
import { ContentArticle } from '../components/content/ContentArticle'
import type { ContentPageContext } from '../components/content/content-template'
import { FiguresBand } from '../components/content/FiguresBand'
import { ContentImage } from '../components/media/ContentImage'
import { industryName } from '../lib/content/taxonomy'
import * as styles from './case-study.module.css'
import { contentPageHead } from '../components/seo/Seo'

type Data = Queries.CaseStudyTemplateQuery

/** The product names of a case study: a list of strings, stored as JSON. */
function productNames(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
}

/**
 * A customer story: the customer's logo, the results band with its outcome figures, the
 * story, the customer's quote, and a side panel with industry, size and products used.
 */
export default function CaseStudyTemplate({ data, pageContext }: PageProps<Data, ContentPageContext>): React.JSX.Element | null {
  const page = data.caseStudy
  if (!page) return null
  const products = productNames(page.productsUsed)
  const results = page.results?.length ? page.results : page.headlineFigure ? [page.headlineFigure] : []
  const quote = page.customerQuote
  return (
    <ContentArticle
      page={page}
      eyebrow={`Customer story · ${page.customer}`}
      closingCta
      related={<RelatedReading heading="More customer stories" entries={data.related} ids={pageContext.relatedIds ?? []} />}
      aside={
        <aside className={styles.panel} aria-label={`About ${page.customer}`}>
          {page.logo?.gatsbyImageData ? (
            <ContentImage image={page.logo.gatsbyImageData} alt={page.logo.alt ?? `${page.customer} logo`} className={styles.logo} />
          ) : null}
          <p className={styles.customer}>{page.customer}</p>
          <dl className={styles.facts}>
            <dt>Industry</dt>
            <dd>{industryName(page.industry)}</dd>
            {page.companySize ? (
              <>
                <dt>Size</dt>
                <dd>{page.companySize}</dd>
              </>
            ) : null}
            {products.length > 0 ? (
              <>
                <dt>Products used</dt>
                <dd>
                  <ul className={styles.products}>
                    {products.map((p) => (
                      <li key={p}>{p}</li>
                    ))}
                  </ul>
                </dd>
              </>
            ) : null}
          </dl>
        </aside>
      }
      after={
        quote ? (
          <figure className={styles.quote}>
            <blockquote>
              <p>“{quote.text}”</p>
            </blockquote>
            <figcaption>
              <strong>{quote.name}</strong>, {quote.jobTitle}
            </figcaption>
          </figure>
        ) : null
      }
    >
      <FiguresBand figures={results} label="Results" itemClassName="headline-figure" />
    </ContentArticle>
  )
}

export const Head = contentPageHead((data: Data) => data.caseStudy)

export const query = graphql`
  query CaseStudyTemplate($id: String!, $relatedIds: [String!]!) {
    caseStudy(id: { eq: $id }) {
      ...ContentPageSeo
      ...ContentArticleFields
      customer
      industry
      headlineFigure {
        value
        label
      }
      results {
        value
        label
      }
      companySize
      productsUsed
      customerQuote {
        text
        name
        jobTitle
      }
      logo {
        alt
        gatsbyImageData(layout: FIXED, width: 64, height: 64)
      }
    }
    related: caseStudyByIds(ids: $relatedIds) {
      ...EntryCard
    }
  }
`
