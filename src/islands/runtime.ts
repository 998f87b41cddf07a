import {
  HYDRATED_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
  ISLAND_LOAD_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  islandLoad,
  islandProps,
  VISIBLE_MARGIN_PX,
} from '../lib/islands/island-attributes'
import { EARLY_PENDING_ATTRIBUTE } from '../lib/islands/early-clicks'
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
    const mount = (): Promise<boolean> =>
      load()
        .then((module) => {
          module.mount(el, islandProps(name, el.getAttribute(ISLAND_PROPS_ATTRIBUTE)))
          el.setAttribute(HYDRATED_ATTRIBUTE, '')
          return true
        })
        .catch((err: unknown) => {
          console.error(`Island ${name} could not start:`, err)
          return false
        })
    const when = islandLoad(el.getAttribute(ISLAND_LOAD_ATTRIBUTE))
    if (when === 'start') atStart.push(mount().then(() => undefined))
    else if (when === 'visible') onceVisible(el, mount)
    else onceUsed(el, mount)
  }
  return Promise.all(atStart).then(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '')
  })
}

/** Runs `mount` once `el` comes within VISIBLE_MARGIN_PX of the viewport (at once without IntersectionObserver). */
function onceVisible(el: Element, mount: () => Promise<boolean>): void {
  if (typeof IntersectionObserver === 'undefined') {
    void mount()
    return
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      void mount()
    },
    { rootMargin: `${VISIBLE_MARGIN_PX}px` },
  )
  observer.observe(el)
}

/**
 * Runs `mount` on the first interaction inside `el`. A form inside that is submitted before the
 * island has started is held, shown busy (its button `data-early-pending`, the form `aria-busy`),
 * and submitted again once the island runs, by its code; if the code cannot start, by the browser,
 * as without JavaScript. One submit is held; a second click sends nothing more.
 */
function onceUsed(el: Element, mount: () => Promise<boolean>): void {
  let held: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null
  let started = false
  const hold = (event: Event): void => {
    event.preventDefault()
    if (held || !(event.target instanceof HTMLFormElement)) return
    const submitter = (event as SubmitEvent).submitter ?? null
    held = { form: event.target, submitter }
    submitter?.setAttribute(EARLY_PENDING_ATTRIBUTE, '')
    event.target.setAttribute('aria-busy', 'true')
    start()
  }
  const start = (): void => {
    if (started) return
    started = true
    for (const type of INTERACTION_EVENTS) el.removeEventListener(type, start, true)
    void mount().then((running) => {
      el.removeEventListener('submit', hold, true)
      if (!held) return
      const { form, submitter } = held
      submitter?.removeAttribute(EARLY_PENDING_ATTRIBUTE)
      form.removeAttribute('aria-busy')
      // The island's own form if it rendered one in place of the build's, else the build's.
      const live = running ? (el.querySelector('form') ?? form) : form
      live.requestSubmit(submitter instanceof HTMLButtonElement && live.contains(submitter) ? submitter : null)
    })
  }
  for (const type of INTERACTION_EVENTS) el.addEventListener(type, start, { capture: true, passive: true })
  el.addEventListener('submit', hold, true)
}
