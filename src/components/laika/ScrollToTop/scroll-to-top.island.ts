import { isScrollToTopVisible, SCROLL_TO_TOP_THROTTLE_MS } from '../../../lib/laika/scroll-to-top'
import { throttle } from '../../../lib/util/throttle'

/**
 * The scroll-to-top button's behaviour (SPEC 4.9, 9.7) on the build's button, which is hidden: it
 * shows once the page has scrolled more than 1000px (read at most every 500 ms), and takes the
 * visitor back to the top, smoothly unless they prefer reduced motion.
 */
export function mount(button: HTMLElement): () => void {
  const update = throttle(() => {
    button.hidden = !isScrollToTopVisible(window.scrollY)
  }, SCROLL_TO_TOP_THROTTLE_MS)
  const toTop = (): void => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' })
  }
  update()
  window.addEventListener('scroll', update, { passive: true })
  button.addEventListener('click', toTop)
  return () => {
    window.removeEventListener('scroll', update)
    button.removeEventListener('click', toTop)
    update.cancel()
  }
}
