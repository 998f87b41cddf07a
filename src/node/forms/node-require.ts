import path from 'node:path'

/** webpack's name for Node's own `require` inside a bundle; undefined outside one. */
declare const __non_webpack_require__: NodeJS.Require | undefined

/**
 * Node's own `require`, for `lmdb`: native code cannot be bundled, so Gatsby drops it from
 * function bundles. Loaded at run time from node_modules it stays whole: inside a webpack bundle
 * through webpack's `__non_webpack_require__`, elsewhere (jest, the leads CLI) through
 * `createRequire` from the site's root. `createRequire` is reached through `process.getBuiltinModule` because
 * webpack rewrites direct calls to it. In jest it is jest's, which loads a module again in each test
 * file; jest.config.js maps lmdb to the one copy Node's own loaded (tests/mocks/lmdb.cjs says why).
 */
export function requireFromRoot<T>(name: string, root: string = process.cwd()): T {
  if (typeof __non_webpack_require__ === 'function') return __non_webpack_require__(name) as T
  return process.getBuiltinModule('node:module').createRequire(path.join(root, 'package.json'))(name) as T
}
