import React from 'react'
import { classes } from '../laika/classes'
import { RichText, type Block } from './RichText'
import * as styles from './Body.module.css'

/** A rich-text body (SPEC 3.3): its text and every body block, each block in its A/B variation (SPEC 4.7). */
export function Body({ value, className }: { value: unknown; className?: string }): React.JSX.Element {
  return (
    <div className={classes(styles.body, className)}>
      <RichText value={(value as Block[] | null) ?? []} />
    </div>
  )
}
