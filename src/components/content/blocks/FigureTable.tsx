import { PortableText } from '@portabletext/react'
import React from 'react'
import type { RichText } from '../../../node/cms/content-types'
import * as styles from './FigureTable.module.css'

interface Row {
  _key: string
  cells: { _key: string; blocks: RichText }[]
}

/** SPEC 3.3: figureTable, rows[].cells[].blocks[]; wide tables scroll inside their figure. */
export function FigureTable({ rows, caption }: { rows: Row[]; caption?: string }): React.JSX.Element {
  return (
    <figure className={styles.figure}>
      <div className={styles.scroll}>
        <table className={styles.table}>
          <tbody>
            {rows.map((row) => (
              <tr key={row._key}>
                {row.cells.map((cell) => (
                  <td key={cell._key}>
                    <PortableText value={cell.blocks} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {caption ? <figcaption>{caption}</figcaption> : null}
    </figure>
  )
}
