import React from 'react'
import type { StatsSection } from '../../content-model/types'
import { Column, Grid } from '../laika/Grid'
import * as styles from './Stats.module.css'
import { Section } from './Section'

/** SPEC 9.8 allows 1, 2, 3 or 4 columns here; phones take two figures a row when the count is even. */
const desktopColumns = (count: number): number => (count <= 4 ? count : count % 3 === 0 ? 3 : 4)

/** Large figures with their labels; the label follows its figure for screen readers too. */
export function Stats({ section }: { section: StatsSection }): React.JSX.Element {
  const count = section.items.length
  return (
    <Section heading={section.heading}>
      <Grid columns={desktopColumns(count)} mobileColumns={count % 2 === 0 ? 2 : 1} className={styles.stats} role="list">
        {section.items.map((item) => (
          <Column key={item._key} className={styles.stat} role="listitem">
            <span className={styles.value}>{item.value}</span>
            <span className={styles.label}>{item.label}</span>
          </Column>
        ))}
      </Grid>
    </Section>
  )
}
