import { navigate } from 'gatsby'
import { isInAppLink } from '../../lib/navigation/links'
import { STATIC_ATTRIBUTE } from './Static'
import { loadStaticModules } from './static-modules'

/** The in-app link (SPEC 2.18) an event happened in, if any. */
function inAppLink(target: EventTarget | null): HTMLAnchorElement | null {
  if (!(target instanceof Element)) return null
  const link = target.closest('a[href]')
  if (!(link instanceof HTMLAnchorElement)) return null
  const newTab = link.target === '_blank' || link.hasAttribute('download')
  return isInAppLink(link.getAttribute('href') ?? '', newTab) ? link : null
}

const inStaticPart = (link: Element): boolean => link.closest(`[${STATIC_ATTRIBUTE}]`) !== null

/**
 * The links of static parts (Static.tsx) are plain anchors on the loaded page: no Gatsby Link
 * runs for them. One listener on the document does what each Link would (SPEC 2.18): a plain
 * click on an in-app link navigates in the app, and pointing at one (hover, focus, touch) loads
 * its page at once, as a Link's hover does (Gatsby's loader `hovering`; its prefetch queue would
 * wait 3 s and an idle moment, behind the links in view). A click a component has handled already (defaultPrevented), a modified
 * click (new tab or window) and every other link are left to the browser. Pointing at any in-app
 * link also starts loading the code of static parts, which the next page renders with.
 */
export function followStaticLinks(doc: Document): void {
  doc.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const link = inAppLink(event.target)
    if (!link || !inStaticPart(link)) return
    event.preventDefault()
    void navigate(`${link.pathname}${link.search}${link.hash}`)
  })
  const pointing = (event: Event): void => {
    const link = inAppLink(event.target)
    if (!link || link.pathname === window.location.pathname) return
    loadStaticModules().catch(() => undefined)
    if (inStaticPart(link)) (window as Window & { ___loader?: GatsbyLoader }).___loader?.hovering(link.pathname)
  }
  for (const type of ['mouseover', 'focusin', 'touchstart']) doc.addEventListener(type, pointing, { passive: true })
}

/** What Gatsby's runtime sets on window as `___loader`, of which a Link's hover calls `hovering`. */
type GatsbyLoader = { hovering: (path: string) => void }

/** Gatsby's navigation function, which its Link and `navigate` call (set on window by its runtime). */
type GatsbyNavigate = (to: string | number, options?: unknown) => void

/**
 * Every in-app navigation waits for the code of static parts (static-modules.ts), so the next page
 * renders its parts at once, as the build did, and a link to one of its headings finds it. Gatsby's
 * Link and `navigate` go through `window.___navigate`, which its runtime sets before any plugin's
 * onClientEntry; history steps (a number) go as they are.
 */
export function navigateWithStaticModules(win: Window): void {
  const gatsby = win as Window & { ___navigate?: GatsbyNavigate }
  const gatsbyNavigate = gatsby.___navigate
  if (!gatsbyNavigate) return
  gatsby.___navigate = (to, options) => {
    if (typeof to === 'number') return gatsbyNavigate(to, options)
    const go = (): void => gatsbyNavigate(to, options)
    loadStaticModules().then(go, go)
  }
}
