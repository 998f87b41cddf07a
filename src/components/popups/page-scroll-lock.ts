import { useEffect } from 'react'
import { createScrollLock } from '../../lib/popups/scroll-lock'

/**
 * The page's one scroll lock (SPEC 2.7, 2.2): every open popup and an open burger menu hold it,
 * and the page scrollbar comes back only when the last holder lets go.
 */
const pageScrollLock = createScrollLock((locked) => {
  document.documentElement.style.overflow = locked ? 'hidden' : ''
})

/** Holds the page scroll lock while `active` is true. */
export function usePageScrollLock(active: boolean): void {
  useEffect(() => (active ? pageScrollLock.acquire() : undefined), [active])
}
