import React from 'react'
import { site } from '../../config/site-config'
import { DocsHead } from '../../components/laika-docs/DocsHead'
import { DocsPage, DocsSection } from '../../components/laika-docs/DocsPage'
import { Card } from '../../components/laika/Card'
import { Column, Grid } from '../../components/laika/Grid'
import { Heading } from '../../components/laika/Heading'
import { Text } from '../../components/laika/Text'
import { SiteLink } from '../../components/links/SiteLink'
import { DESIGN_SYSTEM_NAV } from '../../layouts/design-system/nav'
import { gridColumns } from '../../lib/content/grid-columns'

const { name, componentsSiteUrl } = site.designSystem

/** SPEC 2.15: the home of the design-system documentation area. */
export default function LaikaHome(): React.JSX.Element {
  const sections = DESIGN_SYSTEM_NAV.filter((s) => s.title !== 'Start')
  return (
    <DocsPage
      title={name}
      intro={`${name} is the design system of the ${site.brand.name} website: design tokens, the primitives built on them, and these pages, which render the real tokens so they cannot drift from the code.`}
    >
      {sections.map((section) => (
        <DocsSection key={section.title} title={section.title}>
          <Grid columns={gridColumns(section.links.length)} mobileColumns={1}>
            {section.links.map((link) => (
              <Column key={link.href}>
                <Card linked>
                  <Heading level={3} size="Lg">
                    <SiteLink href={link.href}>{link.title}</SiteLink>
                  </Heading>
                </Card>
              </Column>
            ))}
          </Grid>
        </DocsSection>
      ))}
      <DocsSection title="Components">
        <Text>
          Every component, with its states and code, is on the{' '}
          <SiteLink href={componentsSiteUrl}>{name} components site (opens in a new tab)</SiteLink>.
        </Text>
      </DocsSection>
    </DocsPage>
  )
}

export const Head = (): React.JSX.Element => (
  <DocsHead
    title="Overview"
    description="Laika, the Threshold design system: the foundations, themes, patterns and tokens every page of the website is built from."
    path="/laika"
  />
)
