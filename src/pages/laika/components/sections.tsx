import { graphql, type PageProps } from 'gatsby'
import React from 'react'
import { DocsHead } from '../../../components/laika-docs/DocsHead'
import { DocsPage, DocsSection } from '../../../components/laika-docs/DocsPage'
import { FormScope } from '../../../components/forms/form-scope'
import { Text } from '../../../components/laika/Text'
import { Theme } from '../../../components/laika/Theme'
import { SectionView } from '../../../components/sections/section-views'
import * as styles from '../../../components/sections/PatternLibrary.module.css'
import { SECTION_TYPES, type Section } from '../../../content-model/types'
import { SURFACE_THEMES } from '../../../lib/laika/laika-theme'

const PATH = '/laika/components/sections'

/**
 * The pattern library of landing-page sections: each type rendered by the site's own components
 * from real content (the first use in the sample pages), in the pro and anti themes, so these docs
 * cannot drift from the pages. Each is shown as the pages show it (SectionView), so this page loads
 * no more JavaScript than a landing page.
 */
export default function SectionsPage({ data }: PageProps<Queries.SectionsPatternLibraryQuery>): React.JSX.Element {
  const sections = data.allLandingPage.nodes.flatMap((page) => page.sections as unknown as Section[])
  return (
    <DocsPage title="Sections" intro="The sections landing pages are made of, as visitors see them, in both themes.">
      {SECTION_TYPES.map((type) => {
        const used = sections.find((s) => s._type === type)
        // The sample shows its type, not a campaign's variation: without its A/B tag, a visitor in
        // another variation of that campaign sees it too.
        const sample = used ? { ...used, ab: null } : undefined
        return (
          <DocsSection key={type} title={type}>
            {sample ? (
              SURFACE_THEMES.map((theme) => (
                <Theme key={theme} theme={theme} className={styles.sample} data-sample={type}>
                  <Text size="Sm" muted className={styles.label}>
                    {theme} theme
                  </Text>
                  <FormScope.Provider value={`${theme}-`}>
                    <SectionView section={sample} />
                  </FormScope.Provider>
                </Theme>
              ))
            ) : (
              <Text>No sample: none of the sample pages (see the query below) uses this section.</Text>
            )}
          </DocsSection>
        )
      })}
    </DocsPage>
  )
}

export const Head = (): React.JSX.Element => (
  <DocsHead
    title="Sections"
    description="Laika's page sections (heroes, feature grids, pricing plans, FAQs) as the CMS composes landing pages, in both themes."
    path={PATH}
  />
)

/** The landing pages whose sections, between them, show every section type. */
export const query = graphql`
  query SectionsPatternLibrary {
    allLandingPage(
      filter: {
        href: {
          in: ["/", "/pricing", "/products/reader", "/compare-us/smartlocks", "/quote", "/threshold-connect-video-sessions", "/security"]
        }
      }
      sort: { href: ASC }
    ) {
      nodes {
        sections
      }
    }
  }
`
