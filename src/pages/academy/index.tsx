import { graphql, type HeadFC, type PageProps } from 'gatsby'
import React from 'react'
import { AcademyTrack, type TrackCopy } from '../../components/collections/AcademyTrack'
import { SiteLink } from '../../components/links/SiteLink'
import { PageIntro } from '../../components/laika/PageIntro'
import { Seo } from '../../components/seo/Seo'
import { sortCourses } from '../../lib/content/collections'
import { ACADEMY_LABELS } from '../../lib/content/taxonomy'
import { site } from '../../config/site-config'

/** SPEC 2.11: the academy is named after the brand. */
const ACADEMY = `${site.brand.name} Academy`

/** What each track (course label) teaches and for whom. */
const TRACKS: Record<(typeof ACADEMY_LABELS)[number], TrackCopy> = {
  'Access Control': {
    lead: 'The foundations: the devices at a door, how a system decides who may pass, which credentials to trust, and how to run people, roles and schedules day to day.',
    audience: 'facility and office managers, IT teams new to physical access, and anyone about to run an access control system.',
    outcomes: [
      'explain what each device at a door reports and why a door did what it did',
      'choose between cards, phones and wallet badges, and plan a move away from copyable cards',
      'design schedules, roles and zones that survive holidays and reorganisations',
    ],
  },
  'Physical Security': {
    lead: 'Planning for the day something goes wrong: lockdowns, video linked to doors, a perimeter with no forgotten entrances, and the first ten minutes of an incident.',
    audience: 'security managers, school and clinic leaders, and the people who write the emergency plan.',
    outcomes: [
      'write a lockdown plan with triggers, responders and drills',
      'investigate an event from the log and its clip in minutes',
      'rank a site’s entry points and respond to forced doors, lost badges and tailgating',
    ],
  },
  'Workplace Technology': {
    lead: 'The office as a service: hybrid floors that open on demand, a front door that welcomes guests, access that follows the identity provider, and occupancy numbers people trust.',
    audience: 'workplace, HR and IT teams who run offices for people who choose when to come in.',
    outcomes: [
      'open floors on demand and size offices from the peak day',
      'invite, admit and forget visitors without a paper book',
      'connect SCIM and single sign-on so joiners, movers and leavers need no tickets',
    ],
  },
}

/** SPEC 2.11: the academy's home, introducing it and its three tracks (course labels) with their courses. */
export default function AcademyHome({ data }: PageProps<Queries.AcademyHomeQuery>): React.JSX.Element {
  const courses = sortCourses(data.allAcademyCourse.nodes, ACADEMY_LABELS).map((course) => ({
    ...course,
    lessons: course.toc.filter((entry) => entry.blockStyle === 'h2').length,
  }))
  return (
    <>
      <PageIntro
        title={ACADEMY}
        lead={
          <>
            Free courses on access control, physical security and workplace technology, written by the people who install and run{' '}
            {site.brand.name} every day.
          </>
        }
      >
        <p>
          Three tracks, each a short series of courses to take in order or one at a time. A course is a handful of lessons of a few minutes
          each, and every lesson ends with a question to check what you have learned. No account, no fee.
        </p>
        <p>
          <SiteLink href="/academy/courses">Browse all courses</SiteLink> · <SiteLink href="/academy/about">What is {ACADEMY}?</SiteLink>
        </p>
      </PageIntro>
      {ACADEMY_LABELS.map((label) => (
        <AcademyTrack key={label} label={label} copy={TRACKS[label]} courses={courses.filter((c) => c.label === label)} />
      ))}
    </>
  )
}

export const Head: HeadFC = () => (
  <Seo
    title={ACADEMY}
    description="Free courses on access control, physical security and workplace technology, in three tracks of short lessons with quizzes."
    path="/academy"
  />
)

export const query = graphql`
  query AcademyHome {
    allAcademyCourse {
      nodes {
        id
        href
        heading
        headingAlt
        summary
        label
        order
        readingTime
        toc {
          blockStyle
        }
      }
    }
  }
`
