import { navigate, prefetchPathname } from 'gatsby'
import { isInAppLink } from '../../lib/links'
import { STATIC_ATTRIBUTE } from './Static'

/** The in-app link (SPEC 2.18) of a static part that an event happened in, if any. */
function staticInAppLink(target: EventTarget | null): HTMLAnchorElement | null {
  if (!(target instanceof Element)) return null
  const link = target.closest('a[href]')
  if (!(link instanceof HTMLAnchorElement) || !link.closest(`[${STATIC_ATTRIBUTE}]`)) return null
  const newTab = link.target === '_blank' || link.hasAttribute('download')
  return isInAppLink(link.getAttribute('href') ?? '', newTab) ? link : null
}

/**
 * The links of static parts (Static.tsx) are plain anchors on the loaded page: no Gatsby Link
 * runs for them. One listener on the document does what each Link would (SPEC 2.18): a plain
 * click on an in-app link navigates in the app, and pointing at one (hover, focus, touch)
 * prefetches its page. A click a component has handled already (defaultPrevented), a modified
 * click (new tab or window) and every other link are left to the browser.
 */
export function followStaticLinks(doc: Document): void {
  doc.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const link = staticInAppLink(event.target)
    if (!link) return
    event.preventDefault()
    void navigate(`${link.pathname}${link.search}${link.hash}`)
  })
  const prefetch = (event: Event): void => {
    const link = staticInAppLink(event.target)
    if (link && link.pathname !== window.location.pathname) prefetchPathname(link.pathname)
  }
  for (const type of ['mouseover', 'focusin', 'touchstart']) doc.addEventListener(type, prefetch, { passive: true })
}
