import { PortableText } from '@portabletext/react'
import React, { useId } from 'react'
import { tableLabel, type TextBlock } from '../../../lib/content/portable-text'
import type { RichText } from '../../../content-model/types'
import { ScrollArea } from '../../laika/ScrollArea'
import * as styles from './FigureTable.module.css'

interface Row {
  _key: string
  cells: { _key: string; blocks: RichText }[]
}

/**
 * SPEC 3.3: figureTable, rows[].cells[].blocks[]; wide tables scroll inside their figure (Laika's
 * ScrollArea), named by the caption, else by its first row.
 */
export function FigureTable({ rows, caption }: { rows: Row[]; caption?: string }): React.JSX.Element {
  const captionId = useId()
  const firstRow = (rows[0]?.cells ?? []).map((cell) => cell.blocks as TextBlock[])
  const name = caption ? { labelledBy: captionId } : { label: tableLabel(firstRow) }
  return (
    <figure className={styles.figure}>
      <ScrollArea {...name}>
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
      </ScrollArea>
      {caption ? <figcaption id={captionId}>{caption}</figcaption> : null}
    </figure>
  )
}
