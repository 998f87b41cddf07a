import React from 'react'
import { ThemeColorTable } from '../../components/laika-docs/ThemeColorTable'
import { DocsHead } from '../../components/laika-docs/DocsHead'
import { DocsPage, DocsSection } from '../../components/laika-docs/DocsPage'
import { Code } from '../../components/laika-docs/DocsTable'
import * as docs from '../../components/laika-docs/docs.module.css'
import { Button } from '../../components/laika/Button'
import { Card } from '../../components/laika/Card'
import { Column, Grid } from '../../components/laika/Grid'
import { Heading } from '../../components/laika/Heading'
import { Text } from '../../components/laika/Text'
import { SURFACE_THEMES } from '../../lib/laika/laika-theme'

const DESCRIPTION = {
  pro: 'The default: dark text on light surfaces. Most pages are pro.',
  anti: 'The inverse: light text on dark surfaces, for contrast blocks, banners and footers.',
} as const

/** SPEC 2.15: what the pro and anti themes are and how a theme is applied. */
export default function ThemingSystemPage(): React.JSX.Element {
  return (
    <DocsPage
      title="Theming system"
      intro="A theme is a set of overrides of the colour tokens. Primitives only use the theme's variables, so they follow the surface they sit on."
    >
      <DocsSection title="Pro and anti">
        <Grid columns={2} mobileColumns={4}>
          {SURFACE_THEMES.map((theme) => (
            <Column key={theme}>
              <Card theme={theme}>
                <Heading level={3}>{theme}</Heading>
                <Text>{DESCRIPTION[theme]}</Text>
                <div className={docs.row}>
                  <Button theme="pro">Alpha pro</Button>
                  <Button rank="beta" theme="anti">
                    Beta anti
                  </Button>
                </div>
              </Card>
            </Column>
          ))}
        </Grid>
      </DocsSection>
      <DocsSection title="Applying a theme">
        <Text>
          Wrap content in <Code>{'<Theme theme="anti">'}</Code> (or give a Card a <Code>theme</Code>). It sets <Code>data-laika-theme</Code>
          , under which the build emits the theme's values of the variables below. Themes nest. A theme name that does not exist, or a
          button rank and theme that do not go together (the beta rank has no success or danger), is logged in the console and the pro theme
          is used instead.
        </Text>
      </DocsSection>
      <DocsSection title="What a theme overrides">
        <ThemeColorTable />
      </DocsSection>
    </DocsPage>
  )
}

export const Head = (): React.JSX.Element => (
  <DocsHead
    title="Theming system"
    description="How Laika's pro and anti themes work: semantic colour tokens that any surface can switch and nest."
    path="/laika/theming-system"
  />
)
