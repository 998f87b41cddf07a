import { graphql, type HeadFC, type PageProps } from 'gatsby'
import React from 'react'
import { EntryList } from '../../components/collections/EntryList'
import { Card } from '../../components/laika/Card'
import { SiteLink } from '../../components/links/SiteLink'
import { PageIntro } from '../../components/laika/PageIntro'
import { Section } from '../../components/sections/Section'
import { Seo } from '../../components/seo/Seo'
import * as styles from '../../components/collections/collections.module.css'
import { coursesPath } from '../../lib/content/collections'
import { ACADEMY_LABELS } from '../../lib/content/taxonomy'
import { site } from '../../config/site-config'

/** SPEC 2.11: the academy is named after the brand. */
const ACADEMY = `${site.brand.name} Academy`

const courseCount = (n: number) => (n === 0 ? 'No courses yet' : n === 1 ? '1 course' : `${n} courses`)

/** SPEC 2.11: the academy's home, introducing it and its three course labels. */
export default function AcademyHome({ data }: PageProps<Queries.AcademyHomeQuery>): React.JSX.Element {
  const counts = new Map(data.allAcademyCourse.group.map((g) => [g.fieldValue, g.totalCount]))
  return (
    <>
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
            <SiteLink href="/academy/courses">Browse all courses</SiteLink> · <SiteLink href="/academy/about">What is {ACADEMY}?</SiteLink>
          </p>
        </PageIntro>
        <Section heading="Courses by topic">
          <EntryList
            entries={ACADEMY_LABELS.map((label) => ({ id: label, label }))}
            empty={null}
            renderEntry={({ label }) => (
              <Card linked className={styles.card}>
                <h3>
                  <SiteLink href={coursesPath(label)}>{label}</SiteLink>
                </h3>
                <p className={styles.meta}>{courseCount(counts.get(label) ?? 0)}</p>
              </Card>
            )}
          />
        </Section>
      </>
    </>
  )
}

export const Head: HeadFC = () => (
  <Seo title={ACADEMY} description="Free courses on access control, physical security and workplace technology." path="/academy" />
)

export const query = graphql`
  query AcademyHome {
    allAcademyCourse {
      group(field: { label: SELECT }) {
        fieldValue
        totalCount
      }
    }
  }
`
