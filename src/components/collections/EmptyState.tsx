import React from 'react'
import * as styles from './collections.module.css'

/** docs/collections.md (empty is a state): what a collection, label or industry with no entries shows instead of a list. */
export function EmptyState({ children, hidden }: { children: React.ReactNode; hidden?: boolean }): React.JSX.Element {
  return (
    <p className={styles.empty} role="status" hidden={hidden}>
      {children}
    </p>
  )
}
