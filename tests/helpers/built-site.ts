import { readdirSync } from 'node:fs'
import path from 'node:path'

/** The production build the e2e tests run against (scripts/test-e2e builds it). */
export const PUBLIC = path.join(__dirname, '../../public')

/** Every HTML file the build wrote, so a check of the built pages leaves none out. */
export function htmlFiles(dir: string = PUBLIC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return htmlFiles(full)
    return entry.name.endsWith('.html') ? [full] : []
  })
}
