import React, { useState } from 'react'
import * as docs from './docs.module.css'
import { DocsSection } from './DocsPage'
import { Button } from '../laika/Button'
import { Card } from '../laika/Card'
import { Column, Grid } from '../laika/Grid'
import { Heading } from '../laika/Heading'
import { Text } from '../laika/Text'
import { Theme } from '../laika/Theme'
import { Tooltip, TOOLTIP_PLACEMENTS } from '../laika/Tooltip'
import { BUTTON_RANKS, BUTTON_THEMES_BY_RANK, SURFACE_THEMES, type SurfaceTheme } from '../../lib/laika/laika-theme'
import * as styles from './ThemingSandbox.module.css'

/**
 * SPEC 2.15: switch the theme and watch the primitives change. An island of its page
 * (theming-sandbox.island.tsx), which starts with the theme the picker shows.
 */
export function ThemingSandbox({ initial = 'pro' }: { initial?: SurfaceTheme }): React.JSX.Element {
  const [theme, setTheme] = useState<SurfaceTheme>(initial)
  return (
    <>
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
    </>
  )
}
