/**
 * How the build's HTML names its islands (docs/islands.md): the parts of a page that react to the
 * visitor. Every other part is HTML and CSS only; no framework runs over it in the browser.
 *
 * An island's root element carries `data-island="<name>"` (a name of src/islands/registry.ts),
 * optionally `data-island-props` (its props as JSON) and `data-island-load` (when its code loads).
 * Once its code runs, the root gets `data-hydrated`; `<html>` gets it once every island loaded at
 * start has. The early-click head script, the consent head script and the end-to-end tests read
 * that mark, never a framework's internals.
 */
export const ISLAND_ATTRIBUTE = 'data-island'
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props'
export const ISLAND_LOAD_ATTRIBUTE = 'data-island-load'
export const HYDRATED_ATTRIBUTE = 'data-hydrated'

/**
 * When an island's code loads:
 * - `start`: with the page (its script is in the page's HTML): controls the visitor may use at once.
 * - `visible`: once the island comes within 500px of the viewport (SPEC 9.7's lazy-load threshold).
 * - `interaction`: on the first pointer, focus or key event inside it (a form's code, say); a click
 *   on a control waiting for its code is kept and replayed (early-clicks.ts).
 */
export type IslandLoad = 'start' | 'visible' | 'interaction'

export const ISLAND_LOADS: readonly IslandLoad[] = ['start', 'visible', 'interaction']

/** SPEC 9.7: the lazy-load threshold, the margin at which a `visible` island's code loads. */
export const VISIBLE_MARGIN_PX = 500

/** The attributes of an island's root element. Props must be JSON: they are written into the HTML. */
export function islandAttributes(name: string, options: { props?: unknown; load?: IslandLoad } = {}): Record<string, string> {
  const attributes: Record<string, string> = { [ISLAND_ATTRIBUTE]: name }
  if (options.props !== undefined) attributes[ISLAND_PROPS_ATTRIBUTE] = JSON.stringify(options.props)
  if (options.load && options.load !== 'start') attributes[ISLAND_LOAD_ATTRIBUTE] = options.load
  return attributes
}

/** An island root's load, `start` when it names none or one that does not exist. */
export function islandLoad(value: string | null): IslandLoad {
  return ISLAND_LOADS.find((load) => load === value) ?? 'start'
}

/** An island root's props: undefined without the attribute; a bad value is an error naming the island. */
export function islandProps(name: string, value: string | null): unknown {
  if (value === null) return undefined
  try {
    return JSON.parse(value) as unknown
  } catch {
    throw new Error(`Island ${name}: ${ISLAND_PROPS_ATTRIBUTE} is not JSON`)
  }
}

/**
 * Whether `el`'s code is running: the nearest island root around it (or it) has the mark. ES5 with
 * no outside reference on purpose: the head scripts inline its source.
 */
export function isHydrated(el: Element): boolean {
  var root = el.closest ? el.closest('[data-island]') : null
  return (root || el).hasAttribute('data-hydrated')
}
