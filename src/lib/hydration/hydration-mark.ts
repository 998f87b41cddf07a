/**
 * The page's one hydration mark, the same whatever renders the page (docs/architecture.md,
 * "Hydration mark"): `data-hydrated` on an element means its code is running. A control that is
 * painted before its code (the menu, search and cookie-banner buttons) gets it once its own part
 * of the page is hydrated (useHydrated), and `<html>` gets it once every part is: the root, and each
 * part that hydrates on its own (HydrationBoundary). The early-click and consent head scripts and
 * the end-to-end tests read it; nothing reads a framework's internal keys.
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated'

/** Whether `el`'s code is running. ES5 with no outside reference: inlined in the head scripts. */
export function isHydrated(el: Element): boolean {
  return el.hasAttribute('data-hydrated')
}

export interface HydrationTracker {
  /** The root's first effect has run: everything outside the parts is hydrated. */
  rootHydrated(): void
  /** A part exists whose content may hydrate later (its boundary's effect). */
  partWaiting(part: object): void
  /** The part's content is hydrated (an effect inside the boundary); in either order with partWaiting. */
  partHydrated(part: object): void
  /** The part is gone (unmounted before or after hydrating). */
  partGone(part: object): void
}

/** Marks `root` (the document's `<html>`) hydrated when the root and every part waited for are. */
export function createHydrationTracker(root: Element): HydrationTracker {
  let rootDone = false
  const waiting = new Set<object>()
  const hydrated = new WeakSet<object>()
  const update = (): void => {
    if (rootDone && waiting.size === 0) root.setAttribute(HYDRATED_ATTRIBUTE, '')
    else root.removeAttribute(HYDRATED_ATTRIBUTE)
  }
  return {
    rootHydrated() {
      rootDone = true
      update()
    },
    partWaiting(part) {
      if (hydrated.has(part)) return
      waiting.add(part)
      update()
    },
    partHydrated(part) {
      hydrated.add(part)
      waiting.delete(part)
      update()
    },
    partGone(part) {
      waiting.delete(part)
      update()
    },
  }
}
