import path from 'node:path'
import { builtFiles } from '../../src/node/built-files'

/** The production build the e2e tests run against (scripts/test/e2e builds it). */
export const PUBLIC = path.join(__dirname, '../../public')

/** Every HTML file the build wrote, so a check of the built pages leaves none out. */
export function htmlFiles(dir: string = PUBLIC): string[] {
  return builtFiles(dir)
}
