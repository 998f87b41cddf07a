import {
  HYDRATED_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
  ISLAND_LOAD_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  islandLoad,
  islandProps,
  VISIBLE_MARGIN_PX,
} from '../lib/islands/island-attributes'
import type { IslandModule } from './island-module'
import { ISLANDS } from './registry'

/** The events that load an `interaction` island's code: the first sign that the visitor is using it. */
const INTERACTION_EVENTS = ['pointerdown', 'pointerover', 'focusin', 'keydown', 'touchstart'] as const

type Loaders = Record<string, () => Promise<IslandModule>>

/** Roots already taken by startIslands, so a second call (develop, after a navigation) leaves them. */
const taken = new WeakSet<Element>()

/**
 * Mounts every island under `root` (docs/islands.md): each island root found that no earlier call
 * took loads its code when its `data-island-load` says, then `mount`s it and gets `data-hydrated`.
 * Resolves once every island loaded at start has mounted or failed; `<html>` then gets
 * `data-hydrated`. An island whose code fails to load or mount stays the build's HTML (its links
 * and forms still work), and the error is logged.
 */
export function startIslands(root: ParentNode = document, loaders: Loaders = ISLANDS): Promise<void> {
  const atStart: Promise<void>[] = []
  for (const el of Array.from(root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`))) {
    if (taken.has(el)) continue
    taken.add(el)
    const name = el.getAttribute(ISLAND_ATTRIBUTE) ?? ''
    const load = Object.prototype.hasOwnProperty.call(loaders, name) ? loaders[name] : undefined
    if (!load) {
      console.error(`Island ${name}: not in src/islands/registry.ts`)
      continue
    }
    const mount = (): Promise<void> =>
      load()
        .then((module) => {
          module.mount(el, islandProps(name, el.getAttribute(ISLAND_PROPS_ATTRIBUTE)))
          el.setAttribute(HYDRATED_ATTRIBUTE, '')
        })
        .catch((err: unknown) => {
          console.error(`Island ${name} could not start:`, err)
        })
    const when = islandLoad(el.getAttribute(ISLAND_LOAD_ATTRIBUTE))
    if (when === 'start') atStart.push(mount())
    else if (when === 'visible') onceVisible(el, mount)
    else onceUsed(el, mount)
  }
  return Promise.all(atStart).then(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '')
  })
}

/** Runs `then` once `el` comes within VISIBLE_MARGIN_PX of the viewport (at once without IntersectionObserver). */
function onceVisible(el: Element, then: () => void): void {
  if (typeof IntersectionObserver === 'undefined') return then()
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      then()
    },
    { rootMargin: `${VISIBLE_MARGIN_PX}px` },
  )
  observer.observe(el)
}

/** Runs `then` on the first interaction inside `el`. */
function onceUsed(el: Element, then: () => void): void {
  const start = (): void => {
    for (const type of INTERACTION_EVENTS) el.removeEventListener(type, start, true)
    then()
  }
  for (const type of INTERACTION_EVENTS) el.addEventListener(type, start, { capture: true, passive: true })
}
