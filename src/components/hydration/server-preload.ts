/**
 * On the server, starts loading a lazily loaded chunk as soon as the module is, so the build
 * renders its content in place and never a suspended part: Preact's streaming renderer
 * writes a suspended part at the end of the body, hidden, with an inline script to move it there
 * (docs/architecture.md, "Preact"). Returns the loaded module once it has arrived, on the server
 * only; in the browser the lazy part loads as before.
 */
export function preloadOnServer<T>(load: () => Promise<T>): () => T | undefined {
  let loaded: T | undefined
  if (typeof window === 'undefined') void load().then((module) => (loaded = module))
  return () => loaded
}
