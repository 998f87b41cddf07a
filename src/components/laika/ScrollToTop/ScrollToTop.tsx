import React, { useEffect, useState } from 'react'
import { isScrollToTopVisible, SCROLL_TO_TOP_THROTTLE_MS } from '../../../lib/laika/scroll-to-top'
import { throttle } from '../../../lib/util/throttle'
import * as styles from './ScrollToTop.module.css'

/** SPEC 2.15, 4.9, 9.7: a button back to the top once the page has scrolled more than 1000px. */
export function ScrollToTop(): React.JSX.Element | null {
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const onScroll = throttle(() => setVisible(isScrollToTopVisible(window.scrollY)), SCROLL_TO_TOP_THROTTLE_MS)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      onScroll.cancel()
    }
  }, [])
  if (!visible) return null
  const toTop = (): void => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' })
  }
  return (
    <button type="button" className={styles.scrollToTop} onClick={toTop}>
      <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20">
        <path d="M10 4l-7 7h5v5h4v-5h5z" fill="currentColor" />
      </svg>
      {/* xsm: the icon alone, named by the hidden label */}
      <span className="visually-hidden-xsm">Back to top</span>
    </button>
  )
}
