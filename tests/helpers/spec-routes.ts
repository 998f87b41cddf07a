import { readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * Every route the specification names (docs/routes.txt, the project's copy): the route tests, the
 * accessibility audit and the dataset test all follow it. Routes with a query string are listed as
 * the path that serves them.
 */
export const SPEC_ROUTES: readonly string[] = readFileSync(path.join(__dirname, '../../docs/routes.txt'), 'utf8')
  .split('\n')
  .filter((line) => line.startsWith('/'))
