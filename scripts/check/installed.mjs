// @ts-check
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * Where node_modules differs from package-lock.json: each locked package that is not installed, or
 * installed at another version, as `node_modules/<name>: <what differs>`. Optional packages (other
 * platforms' binaries), workspace links and bundled packages are not compared.
 *
 * eslint.config.mjs refuses to lint such an install (docs/quality.md, "Lint and format"): the
 * type-aware rules read each dependency's types, and a missing @types package makes its module
 * `any`, which they report in the code that uses it instead of saying what is missing.
 * @param {string} root the folder of package.json and package-lock.json
 * @returns {string[]}
 */
export function installedDifferences(root) {
  /** @type {{ packages: Record<string, { version?: string, optional?: boolean, devOptional?: boolean, link?: boolean, inBundle?: boolean }> }} */
  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'))
  const differences = []
  for (const [where, entry] of Object.entries(lock.packages)) {
    if (!where.includes('node_modules/') || entry.optional || entry.devOptional || entry.link || entry.inBundle) continue
    const manifest = path.join(root, where, 'package.json')
    if (!existsSync(manifest)) {
      differences.push(`${where}: not installed (${entry.version} locked)`)
      continue
    }
    const { version } = JSON.parse(readFileSync(manifest, 'utf8'))
    if (version !== entry.version) differences.push(`${where}: ${version} installed, ${entry.version} locked`)
  }
  return differences
}
