import type { HeadFC } from 'gatsby'
import React from 'react'
import { Container } from '../../components/laika/Container'
import { Heading } from '../../components/laika/Heading'
import { Text } from '../../components/laika/Text'
import { SiteLink } from '../../components/links/SiteLink'
import { Seo } from '../../components/seo/Seo'
import { site } from '../../config/site-config'

const COMPARISONS = [{ title: `${site.brand.name} vs smart locks`, href: '/compare-us/smartlocks' }]

/** The hub of the comparison pages (SPEC 2.2 Reading A), on the classic layout like them. */
export default function CompareUsPage(): React.JSX.Element {
  return (
    <>
      <Container size="small" as="section">
        <Heading level={1}>Compare {site.brand.name}</Heading>
        <Text>How cloud access control compares with what you may have today.</Text>
        <ul>
          {COMPARISONS.map((c) => (
            <li key={c.href}>
              <SiteLink href={c.href}>{c.title}</SiteLink>
            </li>
          ))}
        </ul>
      </Container>
    </>
  )
}

export const Head: HeadFC = () => (
  <Seo
    title={`Compare ${site.brand.name}`}
    description={`How ${site.brand.name} cloud access control compares with what you may have today, such as smart locks: features, costs and security side by side.`}
    path="/compare-us"
  />
)
