import { graphql, type HeadProps, type PageProps } from 'gatsby'
import React from 'react'
import { CourseNav } from '../components/collections/CourseNav'
import { RelatedReading } from '../components/collections/RelatedReading'
import { ContentArticle } from '../components/content/ContentArticle'
import type { ContentPageContext } from '../components/content/content-template'
import { ContentPageHead } from '../components/seo/Seo'

type Data = Queries.AcademyCourseTemplateQuery

export default function AcademyCourseTemplate({ data, pageContext }: PageProps<Data, ContentPageContext>): React.JSX.Element | null {
  const page = data.academyCourse
  if (!page) return null
  return (
    <ContentArticle
      page={page}
      eyebrow={`Academy · ${page.label}`}
      article
      closingCta
      related={
        <>
          <CourseNav currentId={page.id} courses={[page, ...data.neighbours]} />
          <RelatedReading heading="More courses" entries={data.related} ids={pageContext.relatedIds ?? []} showReadingTime />
        </>
      }
    />
  )
}

export function Head({ data }: HeadProps<Data>): React.JSX.Element | null {
  return <ContentPageHead page={data.academyCourse} />
}

export const query = graphql`
  query AcademyCourseTemplate($id: String!, $shownIds: [String!]!, $relatedIds: [String!]!) {
    academyCourse(id: { eq: $id }) {
      ...ContentPageSeo
      ...ContentArticleFields
      ...CourseNavCourse
    }
    neighbours: academyCourseByIds(ids: $shownIds) {
      ...CourseNavCourse
    }
    related: academyCourseByIds(ids: $relatedIds) {
      ...EntryCard
    }
  }
`
