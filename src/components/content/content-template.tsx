import type { HeadProps, PageProps } from 'gatsby'
import React from 'react'
import { contentPageHead, ContentPageHead } from '../seo/Seo'
import { ContentArticle } from './ContentArticle'

type HeadPage = React.ComponentProps<typeof ContentPageHead>['page']
type StructuredData = React.ComponentProps<typeof ContentPageHead>['article']

/**
 * The pieces a CMS template is made of, around its own page query (Gatsby extracts each template's
 * static `graphql` query from the template's file, so the query stays there). `documentOf` picks the
 * template's document out of the query's data.
 */

interface ArticleTemplateOptions<Data> {
  /** The label above the heading. */
  eyebrow: string
  /** Reading time and table of contents: article pages (SPEC 2.10). */
  article?: boolean
  /** The table of contents without the reading time (legal pages); defaults to `article`. */
  toc?: boolean
  /** The closing call to action after the body. */
  closingCta?: boolean
  /** 'Last updated' and the document's update date instead of its published date (legal pages). */
  lastUpdated?: boolean
  structuredData?: StructuredData
  /** Under the heading, before the body: a notice about the page (a legal page's sample text). */
  notice?: (data: Data) => React.ReactNode
  /**
   * The related reading at the end: a RelatedReading of the entries the query read for
   * $relatedIds, in the order of `ids`. Given by the template, so a template without one (legal
   * pages) does not load its code.
   */
  related?: (data: Data, ids: readonly string[]) => React.ReactNode
}

/** The page context of a CMS page (src/node/page-context.ts). */
export interface ContentPageContext {
  relatedIds?: readonly string[]
}

/**
 * A template whose page is its document's rich-text body (SPEC 2.10, 3.3): the page component and
 * its `Head`.
 */
export function contentArticleTemplate<Data>(
  documentOf: (data: Data) => (Queries.ContentArticleFieldsFragment & HeadPage) | null,
  { eyebrow, article = false, toc = article, closingCta = false, lastUpdated = false, structuredData, notice, related }: ArticleTemplateOptions<Data>,
): { Page: (props: PageProps<Data, ContentPageContext>) => React.JSX.Element | null; Head: (props: HeadProps<Data>) => React.JSX.Element | null } {
  function Page({ data, pageContext }: PageProps<Data, ContentPageContext>): React.JSX.Element | null {
    const page = documentOf(data)
    if (!page) return null
    return (
      <ContentArticle
        page={page}
        eyebrow={eyebrow}
        article={article}
        toc={toc}
        closingCta={closingCta}
        lastUpdatedIso={lastUpdated ? (page._updatedAt ?? page.publishedIso) : undefined}
        related={related?.(data, pageContext.relatedIds ?? [])}
      >
        {notice?.(data)}
      </ContentArticle>
    )
  }
  return { Page, Head: contentPageHead(documentOf, structuredData) }
}
