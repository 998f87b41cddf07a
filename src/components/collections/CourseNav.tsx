import { graphql } from 'gatsby'
import React from 'react'
import { neighbours, sortCourses } from '../../lib/content/collections'
import { ACADEMY_LABELS } from '../../lib/content/taxonomy'
import { SiteLink } from '../links/SiteLink'
import * as styles from './collections.module.css'

type Course = Queries.CourseNavCourseFragment

/** SPEC 2.11: a course page's links to the previous and next course of the academy's sequence. */
export function CourseNav({ currentId, courses }: { currentId: string; courses: readonly Course[] }): React.JSX.Element | null {
  const { previous, next } = neighbours(sortCourses(courses, ACADEMY_LABELS), currentId)
  if (!previous && !next) return null
  return (
    <nav aria-label="Courses" className={styles.courseNav}>
      <ul>
        <li>
          {previous ? (
            <SiteLink href={previous.href} rel="prev">
              Previous course: {previous.headingAlt}
            </SiteLink>
          ) : null}
        </li>
        <li>
          {next ? (
            <SiteLink href={next.href} rel="next">
              Next course: {next.headingAlt}
            </SiteLink>
          ) : null}
        </li>
      </ul>
    </nav>
  )
}

export const query = graphql`
  fragment CourseNavCourse on AcademyCourse {
    id
    href
    heading
    headingAlt
    label
    order
  }
`
