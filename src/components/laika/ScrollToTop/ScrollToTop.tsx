import React from 'react'
import { useIsland } from '../../../islands/page-islands'
import * as styles from './ScrollToTop.module.css'

/**
 * SPEC 2.15, 4.9, 9.7: a button back to the top once the page has scrolled more than 1000px. The
 * build writes it hidden; its island (scroll-to-top.island.ts) shows it and scrolls.
 */
export function ScrollToTop(): React.JSX.Element {
  return (
    <button type="button" className={styles.scrollToTop} hidden {...useIsland('scroll-to-top')}>
      <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20">
        <path d="M10 4l-7 7h5v5h4v-5h5z" fill="currentColor" />
      </svg>
      {/* xsm: the icon alone, named by the hidden label */}
      <span className="visually-hidden-xsm">Back to top</span>
    </button>
  )
}
