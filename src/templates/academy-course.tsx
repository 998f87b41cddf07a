import { graphql, type HeadProps, type PageProps } from 'gatsby'
import React from 'react'
import { CourseNav } from '../components/collections/CourseNav'
import { ContentArticle } from '../components/content/ContentArticle'
import { ContentPageHead } from '../components/seo/Seo'

type Data = Queries.AcademyCourseTemplateQuery

export default function AcademyCourseTemplate({ data }: PageProps<Data>): React.JSX.Element | null {
  const page = data.academyCourse
  if (!page) return null
  return (
    <>
      <ContentArticle page={page} eyebrow={`Academy · ${page.label}`} article closingCta />
      <CourseNav currentId={page.id} courses={[page, ...data.neighbours.nodes]} />
    </>
  )
}

export function Head({ data }: HeadProps<Data>): React.JSX.Element | null {
  return <ContentPageHead page={data.academyCourse} />
}

export const query = graphql`
  query AcademyCourseTemplate($id: String!, $shownIds: [String!]!) {
    academyCourse(id: { eq: $id }) {
      ...ContentPageSeo
      ...ContentArticleFields
      ...CourseNavCourse
    }
    neighbours: allAcademyCourse(filter: { id: { in: $shownIds } }, sort: { id: ASC }) {
      nodes {
        ...CourseNavCourse
      }
    }
  }
`
