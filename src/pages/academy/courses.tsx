import { graphql, type HeadFC, type PageProps } from 'gatsby'
import React from 'react'
import { EmptyState } from '../../components/collections/EmptyState'
import { EntryCard } from '../../components/collections/EntryCard'
import { EntryList } from '../../components/collections/EntryList'
import { FilterBar } from '../../components/collections/FilterBar'
import { useQueryFilter } from '../../components/collections/use-query-filter'
import { PageIntro } from '../../components/laika/PageIntro'
import { Seo } from '../../components/seo/Seo'
import * as styles from '../../components/collections/collections.module.css'
import { sortCourses } from '../../lib/content/collections'
import { ACADEMY_LABELS } from '../../lib/content/taxonomy'

const LABEL_OPTIONS = ACADEMY_LABELS.map((label) => ({ value: label, name: label }))

/**
 * SPEC 2.11: /academy/courses?label={label}. Every course is in the static HTML; the label filter
 * is applied in the browser from the query string (an unknown label shows all courses).
 */
export default function AcademyCourses({ data }: PageProps<Queries.AcademyCoursesQuery>): React.JSX.Element {
  const [label, setLabel] = useQueryFilter('label', ACADEMY_LABELS)
  const courses = sortCourses(data.allAcademyCourse.nodes, ACADEMY_LABELS)
  const shown = label ? courses.filter((c) => c.label === label) : courses
  const empty = label ? `No courses under ${label} yet.` : 'No courses yet. The academy’s first courses are on their way.'
  return (
    <>
      <PageIntro title="Academy courses" lead="Short courses to learn access control at your own pace." />
      <FilterBar label="Filter courses by label" options={LABEL_OPTIONS} value={label} onChange={setLabel} />
      <p className={styles.meta} aria-live="polite">
        {shown.length === 1 ? '1 course' : `${shown.length} courses`}
        {label ? ` in ${label}` : ''}
      </p>
      <EntryList
        label="Courses"
        entries={shown}
        renderEntry={(course) => <EntryCard entry={course} eyebrow={course.label} headingLevel={2} showReadingTime />}
        empty={<EmptyState>{empty}</EmptyState>}
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
