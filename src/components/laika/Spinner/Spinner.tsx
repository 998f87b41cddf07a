import React from 'react'
import { classes } from '../classes'
import * as styles from './Spinner.module.css'

export interface SpinnerProps {
  /**
   * 'md' on its own (1.5rem), 'sm' beside a line of text (1rem), 'inline' inside a control, in the
   * control's text size and colour.
   */
  size?: 'md' | 'sm' | 'inline'
}

/** The one spinner. Decorative: the busy state is said in text beside it (a status or the control's label). */
export function Spinner({ size = 'md' }: SpinnerProps): React.JSX.Element {
  return <span className={classes(styles.spinner, size === 'inline' && styles.inline, size === 'sm' && styles.small)} aria-hidden="true" />
}
