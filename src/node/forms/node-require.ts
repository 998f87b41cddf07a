import { createRequire } from 'node:module'
import path from 'node:path'

/**
 * Node's own `require`, resolving from the site's root. Gatsby compiles src/api with webpack and
 * drops `lmdb` from function bundles (native code cannot be bundled); `pg` has optional native
 * parts too. Loading both at run time from node_modules keeps them whole, under `gatsby serve`,
 * jest and the leads CLI alike.
 */
export function requireFromRoot<T>(name: string, root: string = process.cwd()): T {
  return createRequire(path.join(root, 'package.json'))(name) as T
}
