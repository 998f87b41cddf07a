import React from 'react'
import { ScrollArea } from '../laika/ScrollArea'
import * as styles from './docs.module.css'

interface DocsTableProps {
  caption: string
  head: readonly string[]
  rows: ReadonlyArray<{ key: string; cells: readonly React.ReactNode[] }>
}

/** A documentation table; it scrolls sideways on small screens (Laika's ScrollArea). */
export function DocsTable({ caption, head, rows }: DocsTableProps): React.JSX.Element {
  return (
    <ScrollArea label={caption} className={styles.tableScroll}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, i) => (
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollArea>
  )
}

/** A CSS variable or value, in monospace. */
export function Code({ children }: { children: React.ReactNode }): React.JSX.Element {
  return <code className={styles.code}>{children}</code>
}
