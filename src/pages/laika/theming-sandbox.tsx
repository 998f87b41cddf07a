import React, { useState } from 'react'
import { DocsHead } from '../../components/laika-docs/DocsHead'
import { DocsPage, DocsSection } from '../../components/laika-docs/DocsPage'
import * as docs from '../../components/laika-docs/docs.module.css'
import { Button } from '../../components/laika/Button'
import { Card } from '../../components/laika/Card'
import { Column, Grid } from '../../components/laika/Grid'
import { Heading } from '../../components/laika/Heading'
import { Text } from '../../components/laika/Text'
import { Theme } from '../../components/laika/Theme'
import { Tooltip, TOOLTIP_PLACEMENTS } from '../../components/laika/Tooltip'
import { BUTTON_RANKS, BUTTON_THEMES_BY_RANK, SURFACE_THEMES, type SurfaceTheme } from '../../lib/laika/laika-theme'
import * as styles from './theming-sandbox.module.css'

/** SPEC 2.15: switch the theme and watch the primitives change. */
export default function ThemingSandboxPage(): React.JSX.Element {
  const [theme, setTheme] = useState<SurfaceTheme>('pro')
  return (
    <DocsPage title="Theming sandbox" intro="Pick a theme: every primitive below takes its colours from it.">
      <fieldset className={styles.picker}>
        <legend>Theme</legend>
        {SURFACE_THEMES.map((t) => (
          <label key={t} className={styles.option}>
            <input type="radio" name="sandbox-theme" value={t} checked={theme === t} onChange={() => setTheme(t)} /> {t}
          </label>
        ))}
      </fieldset>
      <Theme theme={theme} className={styles.stage} data-testid="sandbox">
        <Heading level={2}>Heading in {theme}</Heading>
        <Text>
          Body text with <a href="#buttons">a link</a>.
        </Text>
        <Text muted>Muted text for secondary information.</Text>
        <DocsSection title="Buttons">
          <div className={docs.row} id="buttons">
            {BUTTON_RANKS.flatMap((rank) =>
              BUTTON_THEMES_BY_RANK[rank].map((t) => (
                <Button key={`${rank}-${t}`} rank={rank} theme={t}>
                  {rank} {t}
                </Button>
              )),
            )}
            <Button href="/laika/theming-system" rank="beta">
              A link as a button
            </Button>
          </div>
        </DocsSection>
        <DocsSection title="Cards">
          <Grid columns={2} mobileColumns={4}>
            <Column>
              <Card>
                <Heading level={3}>A card</Heading>
                <Text>It follows the sandbox theme.</Text>
              </Card>
            </Column>
            <Column>
              <Card theme={theme === 'pro' ? 'anti' : 'pro'}>
                <Heading level={3}>An inverse card</Heading>
                <Text>It sets the other theme for itself.</Text>
              </Card>
            </Column>
          </Grid>
        </DocsSection>
        <DocsSection title="Tooltips">
          <Text muted>Hover or focus a button; Escape hides the tooltip.</Text>
          <Grid columns={3} mobileColumns={1} className={styles.tooltips}>
            {TOOLTIP_PLACEMENTS.map((placement) => (
              <Column key={placement} className={styles.tooltipCell}>
                <Tooltip placement={placement} content={`Tip ${placement}`}>
                  <Button rank="beta">{placement}</Button>
                </Tooltip>
              </Column>
            ))}
          </Grid>
        </DocsSection>
      </Theme>
    </DocsPage>
  )
}

export const Head = (): React.JSX.Element => <DocsHead title="Theming sandbox" path="/laika/theming-sandbox" />
