import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'

/** Every stylesheet (`*.css`) under `dir`, at any depth: the unit tests that hold all of the site's CSS to a rule. */
export function cssFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return cssFiles(full)
    return name.endsWith('.css') ? [full] : []
  })
}
