import React from 'react'
import { Spinner } from '../laika/Spinner'
import * as styles from './LoadingOverlay.module.css'

/** SPEC 4.3: shown while an offer is fetched. */
export function LoadingOverlay(): React.JSX.Element {
  return (
    <div className={styles.overlay} role="status" aria-live="polite" data-testid="loading-overlay">
      <Spinner />
      <span>Loading…</span>
    </div>
  )
}
