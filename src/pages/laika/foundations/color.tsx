import React from 'react'
import { DocsHead } from '../../../components/laika-docs/DocsHead'
import { DocsPage, DocsSection } from '../../../components/laika-docs/DocsPage'
import { Code, DocsTable } from '../../../components/laika-docs/DocsTable'
import * as docs from '../../../components/laika-docs/docs.module.css'
import { Card } from '../../../components/laika/Card'
import { Column, Grid } from '../../../components/laika/Grid'
import { Text } from '../../../components/laika/Text'
import { Theme } from '../../../components/laika/Theme'
import { contrastRatio } from '../../../lib/laika/contrast'
import { cssVariableName } from '../../../lib/laika/design-tokens'
import { SURFACE_THEMES } from '../../../lib/laika/laika-theme'
import { palette } from '../../../styles/tokens/color'
import { colorPairs, themes } from '../../../styles/tokens/themes'
import { THEME_GROUP } from '../../../styles/tokens'

const ratio = (a: string, b: string): string => `${contrastRatio(a, b).toFixed(2)}:1`

/** SPEC 2.15: the palette and every text/background pair of both themes, with their contrast. */
export default function ColorPage(): React.JSX.Element {
  return (
    <DocsPage
      title="Color"
      intro="The palette, and the text and background pairs each theme builds from it, with their WCAG contrast ratios."
    >
      <DocsSection title="Palette">
        <Grid columns={4} mobileColumns={2}>
          {Object.entries(palette).map(([name, value]) => (
            <Column key={name}>
              <Card>
                <div className={docs.swatch} style={{ background: value }} aria-hidden="true" />
                <Text as="div" size="Sm">
                  <strong>{name}</strong>
                  <br />
                  <Code>{cssVariableName('palette', name)}</Code>
                  <br />
                  <Code>{value}</Code>
                  <br />
                  on white {ratio(value, palette.white)}, on ink900 {ratio(value, palette.ink900)}
                </Text>
              </Card>
            </Column>
          ))}
        </Grid>
      </DocsSection>
      {SURFACE_THEMES.map((theme) => (
        <DocsSection key={theme} title={`Pairs in the ${theme} theme`}>
          <DocsTable
            caption={`Text and background pairs, ${theme} theme`}
            head={['Sample', 'Use', 'Foreground', 'Background', 'Contrast', 'WCAG AA']}
            rows={colorPairs.map((pair) => {
              const fg = themes[theme][pair.foreground]
              const bg = themes[theme][pair.background]
              const value = contrastRatio(fg, bg)
              return {
                key: `${pair.foreground}-${pair.background}`,
                cells: [
                  <Theme key="s" theme={theme} className={docs.sample} style={{ color: fg, background: bg }}>
                    Aa
                  </Theme>,
                  pair.use,
                  <Code key="f">{cssVariableName(THEME_GROUP, pair.foreground)}</Code>,
                  <Code key="b">{cssVariableName(THEME_GROUP, pair.background)}</Code>,
                  `${value.toFixed(2)}:1`,
                  value >= pair.minimum ? `Pass (≥ ${pair.minimum}:1)` : `Fail (needs ${pair.minimum}:1)`,
                ],
              }
            })}
          />
        </DocsSection>
      ))}
    </DocsPage>
  )
}

export const Head = (): React.JSX.Element => (
  <DocsHead
    title="Color"
    description="Laika's palette and semantic colours, with the contrast ratio of every text and surface pair in the pro and anti themes."
    path="/laika/foundations/color"
  />
)
