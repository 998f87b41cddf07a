import { activeSection, SCROLL_SPY } from '../../lib/content/scroll-spy'
import { throttle } from '../../lib/util/throttle'

/**
 * The table of contents' scroll-spy (SPEC 2.10, 4.9, 9.7): the link of the section in view gets
 * `aria-current="location"` (its style follows it), updated while the page scrolls.
 */
export function mount(root: HTMLElement): () => void {
  const links = Array.from(root.querySelectorAll<HTMLAnchorElement>('a[href^="#"]'))
  const ids = links.map((link) => decodeURIComponent(link.hash.slice(1)))
  const update = (): void => {
    const tops = ids.flatMap((id) => {
      const el = document.getElementById(id)
      return el ? [{ id, top: el.getBoundingClientRect().top }] : []
    })
    const active = activeSection(tops, window.innerHeight)
    links.forEach((link, i) => {
      if (ids[i] === active) link.setAttribute('aria-current', 'location')
      else link.removeAttribute('aria-current')
    })
  }
  const onScroll = throttle(update, SCROLL_SPY.throttleMs)
  // The first reading waits for the next frame, whose layout it then shares.
  const first = requestAnimationFrame(update)
  window.addEventListener('scroll', onScroll, { passive: true })
  window.addEventListener('resize', onScroll)
  return () => {
    cancelAnimationFrame(first)
    window.removeEventListener('scroll', onScroll)
    window.removeEventListener('resize', onScroll)
  }
}
