/**
 * No dead clicks (docs/architecture.md, "Clicks before hydration"): a control that is painted
 * before its code runs must not swallow a click. The links and forms of the static HTML work
 * without JavaScript; the few buttons that need the site's code (the menu and search buttons) carry
 * `data-early-click="<key>"`. A head script (earlyClicksScript()) catches a click on one that React
 * has not hydrated yet (it has no `data-hydrated` mark), marks it `data-early-pending` (the stylesheet shows it busy), and clicks it
 * again once it is hydrated, so the click takes effect as soon as it can and is never lost. A
 * control's keyboard shortcut (search's '/' and Ctrl/Cmd+K) pressed before then clicks it, and that
 * click is kept the same way; what the visitor types while that control's click waits is kept for
 * its box (`data-typed-ahead`, read by the control's code when the kept click reaches it).
 *
 * Written in ES5 without helpers or outside references on purpose: the sources of these functions
 * are inlined in the head script, so the same code is unit-tested and run before the first paint.
 */
import { isSearchShortcut, typedAhead } from '../search/shortcut'
import { isHydrated } from './island-attributes'

/** The attribute naming a control whose early click is kept, and the one marking it while it waits. */
export const EARLY_CLICK_ATTRIBUTE = 'data-early-click'
export const EARLY_PENDING_ATTRIBUTE = 'data-early-pending'

/** What was typed while the shortcut's control waited, set on it as its kept click is replayed. */
export const TYPED_AHEAD_ATTRIBUTE = 'data-typed-ahead'

/** The search button's `data-early-click` key, which its keyboard shortcuts click before hydration. */
export const SEARCH_EARLY_CLICK = 'search'

/** Whether `el`'s code is running: the island mark (src/lib/islands/island-attributes.ts). */
export { isHydrated }

/**
 * A control's keyboard shortcut: the `data-early-click` key of the control, whether a key press is
 * it, and what a key press typed while the control's click waits makes of the text typed so far
 * (null: not typing).
 */
export interface EarlyShortcut {
  control: string
  matches: (event: KeyboardEvent) => boolean
  typed: (text: string, event: KeyboardEvent) => string | null
}

/**
 * Listens, in the capture phase on the document (before React's listeners on its root), for clicks
 * on a `[data-early-click]` control not yet hydrated; keeps each (by key, in case hydration replaced
 * the element) and every `interval` ms clicks those that have been hydrated since. A key press
 * that is `shortcut` while its control is not hydrated clicks the control, and goes no further
 * (the control's own listener, once it runs, would open it a second time). While the shortcut's
 * control waits (clicked, or by its shortcut), the keys typed on the page itself or on the control
 * (not in a field) are kept, go no further (a space would scroll the page) and are handed to the
 * control in `data-typed-ahead` just before its kept click.
 */
export function installEarlyClicks(
  w: Window,
  d: Document,
  hydrated: (el: Element) => boolean,
  interval: number,
  shortcut: EarlyShortcut,
): void {
  var pending: string[] = []
  var typed = ''
  var timer: number | undefined
  var find = function (key: string): HTMLElement | null {
    return d.querySelector('[data-early-click="' + key + '"]')
  }
  var replay = function (): void {
    for (var i = 0; i < pending.length;) {
      var el = find(pending[i] as string)
      if (el && hydrated(el)) {
        if (pending[i] === shortcut.control && typed !== '') {
          el.setAttribute('data-typed-ahead', typed)
          typed = ''
        }
        pending.splice(i, 1)
        el.removeAttribute('data-early-pending')
        el.click()
      } else i++
    }
    if (pending.length === 0) {
      w.clearInterval(timer)
      timer = undefined
    }
  }
  d.addEventListener(
    'click',
    function (e) {
      var target = e.target as Element | null
      var el = target && target.closest ? target.closest('[data-early-click]') : null
      if (!el || hydrated(el)) return
      e.preventDefault()
      e.stopPropagation()
      // A second click while the first waits would undo it (a toggle): one is kept.
      if (el.hasAttribute('data-early-pending')) return
      el.setAttribute('data-early-pending', '')
      pending.push(el.getAttribute('data-early-click') as string)
      if (timer === undefined) timer = w.setInterval(replay, interval)
    },
    true,
  )
  d.addEventListener(
    'keydown',
    function (e) {
      var el = find(shortcut.control)
      if (!el || hydrated(el)) return
      if (shortcut.matches(e)) {
        e.preventDefault()
        e.stopPropagation()
        el.click()
        return
      }
      if (!el.hasAttribute('data-early-pending')) return
      if (e.target !== el && e.target !== d.body && e.target !== d.documentElement) return
      var next = shortcut.typed(typed, e)
      if (next === null) return
      e.preventDefault()
      e.stopPropagation()
      typed = next
    },
    true,
  )
}

/** How often a kept click checks whether its control has been hydrated, in ms. */
export const EARLY_CLICK_INTERVAL_MS = 50

/** The head script: the same string on every page (it is hashed for the Content-Security-Policy). */
export function earlyClicksScript(): string {
  return `(${installEarlyClicks.toString()})(window,document,(${isHydrated.toString()}),${EARLY_CLICK_INTERVAL_MS},{control:${JSON.stringify(SEARCH_EARLY_CLICK)},matches:(${isSearchShortcut.toString()}),typed:(${typedAhead.toString()})})`
}
