import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { stableJson } from '../lib/util/stable-json'

/**
 * What onPostBuild's steps (feeds, search, the CSP's hashes) are made from, so that each redoes its
 * work only when its inputs changed since the last build: at 10,000 documents they cost a warm
 * build a minute or more whatever changed (docs/architecture.md, "Build phases at scale"). The
 * digests of the last build are kept in .cache/, which the publish workflow restores with public/.
 */

export interface SourcedNode {
  id: string
  internal: { type: string; contentDigest: string }
}

/** The id, type and content digest of every node sourceNodes made in this process, by id. */
const sourced = new Map<string, SourcedNode['internal']>()

/** sourceNodes starts anew on every build (and on each refresh of `npm run preview`). */
export function forgetSourcedNodes(): void {
  sourced.clear()
}

/** Notes the nodes sourceNodes creates: their content digests say what changed (Gatsby's own test). */
export function noteSourcedNodes(nodes: Iterable<SourcedNode>): void {
  for (const node of nodes) sourced.set(node.id, { type: node.internal.type, contentDigest: node.internal.contentDigest })
}

/** The sourced nodes of some types, id and digest, in id order; empty when none were noted. */
export function sourcedNodes(types?: ReadonlySet<string>): { id: string; type: string; contentDigest: string }[] {
  return [...sourced]
    .filter(([, n]) => !types || types.has(n.type))
    .map(([id, n]) => ({ id, ...n }))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
}

/**
 * The nodes the last build sourced, id → type and digest: what Gatsby's node store holds of them
 * (source-nodes.ts, storedNodes). Written once the store has them (rememberSourcedNodes), removed as
 * it is read; Gatsby's own cache reset removes it with the store, and `gatsby clean` both.
 */
export const SOURCED_NODES_FILE = '.cache/sourced-nodes.json'

/** Records this build's sourced nodes for the next build (a production build, once the store has them). */
export function rememberSourcedNodes(root: string): void {
  const file = path.join(root, SOURCED_NODES_FILE)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, JSON.stringify(Object.fromEntries(sourced)))
}

/**
 * The last build's sourced nodes, by id, and the file removed: until this build records its own,
 * no later build trusts a list the store may no longer match (a build that stops while sourcing,
 * a preview that refreshes nodes). Null when there is no list or it cannot be read.
 */
export function takeRememberedSourcedNodes(root: string): Map<string, SourcedNode['internal']> | null {
  const file = path.join(root, SOURCED_NODES_FILE)
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch {
    return null
  }
  rmSync(file, { force: true })
  try {
    return new Map(Object.entries(JSON.parse(text) as Record<string, SourcedNode['internal']>))
  } catch {
    return null
  }
}

/** The SHA-256 of values as stable JSON: equal values, equal digests. */
export function digestOf(...values: unknown[]): string {
  const hash = createHash('sha256')
  for (const value of values) hash.update(stableJson(value) ?? 'undefined').update('\n')
  return hash.digest('hex')
}

/**
 * The build code's own version: Gatsby compiles gatsby-node (all of src/node/ and the src/lib/ it
 * imports) and gatsby-config into .cache/compiled/, and clears .cache/ only when gatsby-node.ts
 * itself changes, not the files it re-exports. A step's output depends on its code as much as on
 * its inputs. '' outside a build (unit tests).
 */
export function codeVersion(root: string): string {
  const compiled = ['gatsby-node.js', 'gatsby-config.js'].map((file) => {
    try {
      return readFileSync(path.join(root, '.cache', 'compiled', file))
    } catch {
      return ''
    }
  })
  return compiled.every((c) => c === '') ? '' : digestOf(compiled.map((c) => createHash('sha256').update(c).digest('hex')))
}

/** The digests of each step's inputs at the end of the last build that ran it. */
export const STEP_INPUTS_FILE = '.cache/post-build-inputs.json'

function readStepInputs(root: string): Record<string, string> {
  try {
    return JSON.parse(readFileSync(path.join(root, STEP_INPUTS_FILE), 'utf8')) as Record<string, string>
  } catch {
    return {}
  }
}

/**
 * Whether `step` last ran on inputs of this digest and its outputs (paths relative to `root`) are
 * all still there. A digest of null (inputs unknown) is never unchanged.
 */
export function unchangedStep(root: string, step: string, digest: string | null, outputs: readonly string[]): boolean {
  if (digest === null) return false
  return readStepInputs(root)[step] === digest && outputs.every((output) => existsSync(path.join(root, output)))
}

/** Records that `step` ran, and succeeded, on inputs of this digest (null: forgets it). */
export function rememberStep(root: string, step: string, digest: string | null): void {
  const steps = readStepInputs(root)
  if ((steps[step] ?? null) === digest) return
  if (digest === null) delete steps[step]
  else steps[step] = digest
  const file = path.join(root, STEP_INPUTS_FILE)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, `${JSON.stringify(steps, null, 2)}\n`)
}
