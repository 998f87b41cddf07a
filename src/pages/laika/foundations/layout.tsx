import React from 'react'
import { BREAKPOINT_ROWS } from '../../../components/laika-docs/breakpoint-rows'
import { DocsHead } from '../../../components/laika-docs/DocsHead'
import { DocsPage, DocsSection } from '../../../components/laika-docs/DocsPage'
import { Code, DocsTable } from '../../../components/laika-docs/DocsTable'
import * as docs from '../../../components/laika-docs/docs.module.css'
import { Card } from '../../../components/laika/Card'
import { Container } from '../../../components/laika/Container'
import { Column, Grid } from '../../../components/laika/Grid'
import { Text } from '../../../components/laika/Text'
import { cssVariableName } from '../../../lib/laika/design-tokens'
import { container, type ContainerSize } from '../../../styles/tokens/container'
import { grid } from '../../../styles/tokens/grid'

const SIZES: readonly ContainerSize[] = ['full', 'small', 'tiny']
/** Desktop column count, and the mobile count each row falls back to. */
const ROWS: ReadonlyArray<readonly [number, number]> = [
  [1, 1],
  [2, 2],
  [3, 1],
  [4, 2],
  [6, 2],
]
const cells = (n: number): number[] => Array.from({ length: n }, (_, i) => i + 1)

/** SPEC 2.15, 9.8: containers, the grid at each breakpoint and the column counts it allows. */
export default function LayoutPage(): React.JSX.Element {
  return (
    <DocsPage title="Layout" intro="Containers hold the content at a readable width; the grid divides a row into equal columns.">
      <DocsSection title="Containers">
        <div className={docs.stack}>
          {SIZES.map((size) => (
            <Container key={size} size={size}>
              <Card>
                <Text as="div">
                  <strong>{size}</strong>: at most <Code>{container[size]}</Code> (<Code>{cssVariableName('container', size)}</Code>)
                </Text>
              </Card>
            </Container>
          ))}
        </div>
      </DocsSection>
      <DocsSection title="The grid at each breakpoint">
        <DocsTable
          caption="Grid columns and allowed column counts per breakpoint"
          head={['Breakpoint', 'Width', 'Grid columns', 'Columns per row allowed']}
          rows={BREAKPOINT_ROWS.map((r) => ({
            key: r.name,
            cells: [r.name, r.range, r.gridColumns, r.allowedCounts.join(', ')],
          }))}
        />
        <Text>
          The gutter is <Code>{grid.gutter}</Code>. This grid has {grid.columnsDesktop} columns on this screen if it is wider than the sm
          breakpoint, {grid.columnsMobile} otherwise:
        </Text>
        <Grid columns={12} mobileColumns={4}>
          {cells(Number(grid.columnsDesktop)).map((n) => (
            <Column key={n} className={docs.gridCell}>
              {n}
            </Column>
          ))}
        </Grid>
      </DocsSection>
      <DocsSection title="Rows of equal columns">
        <div className={docs.stack}>
          {ROWS.map(([count, mobile]) => (
            <Grid key={count} columns={count} mobileColumns={mobile}>
              {cells(count).map((n) => (
                <Column key={n} className={docs.gridCell}>
                  1/{count}
                </Column>
              ))}
            </Grid>
          ))}
        </div>
      </DocsSection>
    </DocsPage>
  )
}

export const Head = (): React.JSX.Element => (
  <DocsHead
    title="Layout"
    description="Laika's layout: the container widths, the 12-column grid and how columns stack on phones."
    path="/laika/foundations/layout"
  />
)
