import path from 'node:path'

/** webpack's name for Node's own `require` inside a bundle; undefined outside one. */
declare const __non_webpack_require__: NodeJS.Require | undefined

const FUNCTIONS_DIR = `${path.sep}.cache${path.sep}functions${path.sep}`

/**
 * `gatsby serve` loads a function's bundle afresh for every request (it deletes it from
 * `require.cache` first, to pick up rebuilds), and Node appends each new module to the
 * `children` of the module that required it, Gatsby's middleware, which therefore keeps every
 * copy ever loaded: about 6 MB a request, until the heap runs out after some 750 requests.
 * This drops the earlier copies of function bundles from those lists, so they can be collected.
 * Outside a function bundle, and where no such list exists, it does nothing.
 */
export function releaseEarlierFunctionBundles(): void {
  if (typeof __non_webpack_require__ !== 'function') return
  for (const cached of Object.values(__non_webpack_require__.cache)) {
    if (!cached || cached.children.length === 0) continue
    if (!cached.children.some((child) => child.loaded && child.filename.includes(FUNCTIONS_DIR))) continue
    // The copy being loaded now (not yet `loaded`) stays; it goes on the next request.
    cached.children = cached.children.filter((child) => !child.loaded || !child.filename.includes(FUNCTIONS_DIR))
  }
}
