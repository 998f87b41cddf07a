import React from 'react'
import * as styles from './DraftBadge.module.css'

/**
 * Marks a page that shows a document's unpublished draft. Only `npm run preview` renders drafts
 * (docs/publishing.md); a production build has none, so this never reaches visitors.
 */
export function DraftBadge(): React.JSX.Element {
  return (
    <p className={styles.badge} role="status" data-draft-badge="">
      Draft
    </p>
  )
}
