import React from 'react'
import { BREAKPOINT_ROWS } from '../../../components/laika-docs/breakpoint-rows'
import { DeviceClassReading } from '../../../components/laika-docs/DeviceClassReading'
import { DocsHead } from '../../../components/laika-docs/DocsHead'
import { DocsPage, DocsSection } from '../../../components/laika-docs/DocsPage'
import { Code, DocsTable } from '../../../components/laika-docs/DocsTable'
import * as docs from '../../../components/laika-docs/docs.module.css'
import { Card } from '../../../components/laika/Card'
import { Column, Grid } from '../../../components/laika/Grid'
import { Text } from '../../../components/laika/Text'
import { cssVariableName } from '../../../lib/laika/design-tokens'

/** SPEC 2.15, 9.8: the breakpoints, the device class of each, and a live reading of this screen's. */
export default function ResponsivenessPage(): React.JSX.Element {
  return (
    <DocsPage title="Responsiveness" intro="Four breakpoints decide the device class, the grid and where the navigation becomes a drawer.">
      <DocsSection title="Breakpoints and device classes">
        <DocsTable
          caption="Breakpoints"
          head={['Breakpoint', 'Width', 'CSS variable', 'Device class', 'Grid columns']}
          rows={BREAKPOINT_ROWS.map((r) => ({
            key: r.name,
            cells: [
              r.name,
              r.range,
              r.name === 'lg' ? '–' : <Code key="v">{cssVariableName('breakpoint', r.name)}</Code>,
              r.deviceClass,
              r.gridColumns,
            ],
          }))}
        />
        <Card>
          <Text as="div" aria-live="polite">
            This screen is <DeviceClassReading />. Resize the window to see it change.
          </Text>
        </Card>
      </DocsSection>
      <DocsSection title="A row that adapts">
        <Text>Three columns on desktop become one per row on sm and xsm; four become two.</Text>
        <div className={docs.stack}>
          <Grid columns={3} mobileColumns={1}>
            {['One', 'Two', 'Three'].map((n) => (
              <Column key={n} className={docs.gridCell}>
                {n}
              </Column>
            ))}
          </Grid>
          <Grid columns={4} mobileColumns={2}>
            {['One', 'Two', 'Three', 'Four'].map((n) => (
              <Column key={n} className={docs.gridCell}>
                {n}
              </Column>
            ))}
          </Grid>
        </div>
      </DocsSection>
    </DocsPage>
  )
}

export const Head = (): React.JSX.Element => (
  <DocsHead
    title="Responsiveness"
    description="Laika's breakpoints and device classes, and how pages adapt from a 320px phone to a wide desktop."
    path="/laika/foundations/responsiveness"
  />
)
