import { graphql, type HeadFC, type PageProps } from 'gatsby'
import React from 'react'
import { EntryCard } from '../../components/collections/EntryCard'
import { FilteredEntryList } from '../../components/collections/FilterBar'
import { PageIntro } from '../../components/laika/PageIntro'
import { Seo } from '../../components/seo/Seo'
import { sortCourses } from '../../lib/content/collections'
import { ACADEMY_LABELS } from '../../lib/content/taxonomy'

const LABEL_OPTIONS = ACADEMY_LABELS.map((label) => ({ value: label, name: label }))

/**
 * SPEC 2.11: /academy/courses?label={label}. Every course is in the static HTML; the label filter
 * is applied in the browser from the query string (an unknown label shows all courses).
 */
export default function AcademyCourses({ data }: PageProps<Queries.AcademyCoursesQuery>): React.JSX.Element {
  return (
    <>
      <PageIntro title="Academy courses" lead="Short courses to learn access control at your own pace." />
      <FilteredEntryList
        label="Filter courses by label"
        param="label"
        options={LABEL_OPTIONS}
        entries={sortCourses(data.allAcademyCourse.nodes, ACADEMY_LABELS)}
        valueOf={(course) => course.label}
        listLabel="Courses"
        renderEntry={(course) => <EntryCard entry={course} eyebrow={course.label} headingLevel={2} showReadingTime />}
        empty={(label) => (label ? `No courses under ${label} yet.` : 'No courses yet. The academy’s first courses are on their way.')}
        count={(shown, label) => `${shown === 1 ? '1 course' : `${shown} courses`}${label ? ` in ${label}` : ''}`}
      />
    </>
  )
}

export const Head: HeadFC = () => (
  <Seo
    title="Academy courses"
    description="Courses on access control, physical security and workplace technology."
    path="/academy/courses"
  />
)

export const query = graphql`
  query AcademyCourses {
    allAcademyCourse {
      nodes {
        ...EntryCard
        heading
        label
        order
      }
    }
  }
`
