/**
 * The code that renders the static parts of bodies and landing pages (docs/architecture.md,
 * "Hydrating less"), in chunks of their own. The page the browser loaded shows its parts from the
 * build's HTML and never needs it; a part that renders in the browser (after a client-side
 * navigation) does: every in-app navigation waits for it (static-links.ts), and pointing at a link
 * starts loading it. The loaders are registered by the entry files (static-module-loaders.ts), so
 * this module, which every static part reads, imports none of the code it loads.
 */
export type StaticModuleName = 'richText' | 'sections'

type Loaders = Record<StaticModuleName, () => Promise<unknown>>

let loaders: Loaders | undefined
const loaded = new Map<StaticModuleName, unknown>()
let loading: Promise<void> | undefined

/** The chunks' loaders, from the entry files (gatsby-browser, gatsby-ssr). */
export function registerStaticModules(chunks: Loaders): void {
  loaders = chunks
}

/** A module once it has arrived; undefined before (a part that needs it then waits for loadStaticModules). */
export function staticModule(name: StaticModuleName): unknown {
  return loaded.get(name)
}

/** Loads every static part's code, once; a failed load is forgotten, so the next call tries again. */
export function loadStaticModules(): Promise<void> {
  const chunks = loaders
  if (!chunks)
    return Promise.reject(new Error('static-modules: no loaders registered (static-module-loaders.ts is imported by the entry files)'))
  loading ??= Promise.all(
    (Object.keys(chunks) as StaticModuleName[]).map((name) => chunks[name]().then((module) => void loaded.set(name, module))),
  ).then(
    () => undefined,
    (err: unknown) => {
      loading = undefined
      throw err
    },
  )
  return loading
}
