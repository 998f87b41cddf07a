import React from 'react'
import { coursesPath } from '../../lib/content/collections'
import { Card } from '../laika/Card'
import { SiteLink } from '../links/SiteLink'
import { Section } from '../sections/Section'
import * as styles from './AcademyTrack.module.css'

/** What the academy home says about one track (a course label, SPEC 2.11). */
export interface TrackCopy {
  /** What the track teaches, in a sentence or two. */
  lead: string
  /** Who it is written for. */
  audience: string
  /** What a learner can do after it. */
  outcomes: readonly string[]
}

interface TrackCourse {
  id: string
  href: string
  headingAlt: string
  summary?: string | null
  readingTime: number
  /** The course's lessons: its h2 headings. */
  lessons: number
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`

/**
 * One track of the academy home: what it teaches and for whom beside its courses in order, each
 * with its lessons and reading time (SPEC 9.1), and a link to the track's course list.
 */
export function AcademyTrack({
  label,
  copy,
  courses,
}: {
  label: string
  copy: TrackCopy
  courses: readonly TrackCourse[]
}): React.JSX.Element {
  const minutes = courses.reduce((n, c) => n + c.readingTime, 0)
  return (
    <Section heading={label} className={styles.track}>
      <div className={styles.about}>
        <p className={styles.lead}>{copy.lead}</p>
        <p>
          <strong>For:</strong> {copy.audience}
        </p>
        <p className={styles.outcomesTitle}>After this track you can:</p>
        <ul className={styles.outcomes}>
          {copy.outcomes.map((outcome) => (
            <li key={outcome}>{outcome}</li>
          ))}
        </ul>
        <p className={styles.meta}>
          {courses.length === 0 ? 'No courses yet' : `${plural(courses.length, 'course')} · about ${minutes} min in all`} ·{' '}
          <SiteLink href={coursesPath(label)}>All {label} courses</SiteLink>
        </p>
      </div>
      {courses.length > 0 ? (
        <ol className={styles.courses} aria-label={`${label} courses, in order`}>
          {courses.map((course, i) => (
            <li key={course.id}>
              <Card linked className={styles.course}>
                <span className={styles.number} aria-hidden="true">
                  {i + 1}
                </span>
                <div>
                  <h3>
                    <SiteLink href={course.href}>{course.headingAlt}</SiteLink>
                  </h3>
                  {course.summary ? <p>{course.summary}</p> : null}
                  <p className={styles.meta}>
                    {plural(course.lessons, 'lesson')} with quizzes · {course.readingTime} min read
                  </p>
                </div>
              </Card>
            </li>
          ))}
        </ol>
      ) : null}
    </Section>
  )
}
