import React from 'react'
import type { ComparisonTableSection } from '../../content-model/types'
import { classes } from '../laika/classes'
import * as styles from './ComparisonTable.module.css'
import { Section } from './Section'

/** 'Yes' and 'No' are drawn as marks; the word stays for screen readers. Other values are text. */
function Value({ value }: { value: string }): React.JSX.Element {
  if (value === 'Yes' || value === 'No') {
    return (
      <>
        <span className={value === 'Yes' ? styles.yes : styles.no} aria-hidden="true">
          {value === 'Yes' ? '✓' : '–'}
        </span>
        <span className="visually-hidden">{value}</span>
      </>
    )
  }
  return <>{value}</>
}

/**
 * A comparison: a table from sm; below sm, where columns would not fit a 320px screen, one card per
 * row listing each column's value under its name. Only one of the two is displayed at a time.
 * A table of one column (a product's specifications) fits every screen, so it is always the table.
 */
export function ComparisonTable({ section }: { section: ComparisonTableSection }): React.JSX.Element {
  const single = section.columns.length === 1
  return (
    <Section heading={section.heading}>
      <table className={classes(styles.table, single && styles.single)}>
        <thead>
          <tr>
            <td />
            {section.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {section.rows.map((row) => (
            <tr key={row._key}>
              <th scope="row">{row.feature}</th>
              {row.values.map((value, i) => (
                <td key={section.columns[i]}>
                  <Value value={value} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {single ? null : (
        <ul className={styles.cards}>
          {section.rows.map((row) => (
            <li key={row._key} className={styles.card}>
              <p className={styles.feature}>{row.feature}</p>
              <dl className={styles.values}>
                {row.values.map((value, i) => (
                  <div key={section.columns[i]} className={styles.pair}>
                    <dt>{section.columns[i]}</dt>
                    <dd>
                      <Value value={value} />
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </Section>
  )
}
