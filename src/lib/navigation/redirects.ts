/**
 * Redirects kept as CMS documents (docs/content-model.md, "Redirects"): from one address of the site
 * to a page, permanent (301) or temporary (302). A `from` may hold placeholders, one path segment
 * each (`/old-blog/:slug`), which its `to` may reuse (`/blog/:slug`), in the syntax Netlify's
 * `_redirects` reads as it is. The same rules decide what the build accepts, what `npm run serve`
 * answers and what the Netlify build writes.
 */

export interface Redirect {
  /** The document's `_id`, named by every problem. */
  id: string
  from: string
  to: string
  permanent: boolean
}

export interface RedirectProblem {
  id: string
  field: 'from' | 'to'
  message: string
}

const PLACEHOLDER = /^:[a-z][a-zA-Z0-9]*$/
const SEGMENT = /^[a-z0-9]+(?:[-_.][a-z0-9]+)*$/

const segmentsOf = (path: string): string[] => path.split('/').slice(1)
const isPlaceholder = (segment: string): boolean => PLACEHOLDER.test(segment)

/** Whether a redirect's `from` has placeholders, so it answers a family of addresses. */
export function isWildcard(from: string): boolean {
  return segmentsOf(from).some(isPlaceholder)
}

/** The HTTP status of a redirect: 301 when permanent (the default), 302 when temporary. */
export function redirectStatus(permanent: boolean | null | undefined): 301 | 302 {
  return permanent === false ? 302 : 301
}

/**
 * What is wrong with a `from` or `to` as written, or undefined: a path of the site (slash first,
 * lower case, no trailing slash, query or fragment), each segment a word or a placeholder; a `to`
 * may instead be an https address of another site, and uses only the placeholders of its `from`.
 */
export function redirectPathProblem(path: unknown, field: 'from' | 'to', from?: unknown): string | undefined {
  if (typeof path !== 'string' || path === '') return 'must be a path like /old-blog/my-post'
  if (field === 'to' && /^https:\/\/[^/\s]+(\/\S*)?$/.test(path)) return undefined
  if (path === '/') return field === 'from' ? 'cannot be the home page, which is always a page' : undefined
  const segments = path.startsWith('/') ? segmentsOf(path) : []
  if (segments.length === 0 || !segments.every((s) => SEGMENT.test(s) || isPlaceholder(s))) {
    return `"${path}" must be a lower-case path like /blog/my-post (placeholders like :slug allowed), or for "to" an https address`
  }
  if (field === 'to') {
    const known = new Set(typeof from === 'string' ? segmentsOf(from).filter(isPlaceholder) : [])
    const unknown = segments.find((s) => isPlaceholder(s) && !known.has(s))
    if (unknown) return `uses ${unknown}, which its "from" does not have`
  }
  return undefined
}

/**
 * The bindings that make `pattern` (a `from`) match `path`, or undefined. Placeholders of `path`
 * itself are taken as opaque segments, so one pattern can be matched against another's target.
 */
function bind(pattern: string, path: string): Map<string, string> | undefined {
  const want = segmentsOf(pattern)
  const got = segmentsOf(path)
  if (want.length !== got.length) return undefined
  const bindings = new Map<string, string>()
  for (const [i, w] of want.entries()) {
    const g = got[i] as string
    if (isPlaceholder(w)) bindings.set(w, g)
    else if (w !== g) return undefined
  }
  return bindings
}

const fill = (to: string, bindings: Map<string, string>): string =>
  to.startsWith('/')
    ? '/' +
      segmentsOf(to)
        .map((s) => bindings.get(s) ?? s)
        .join('/')
    : to

/** Exact addresses before placeholders, the order Gatsby ranks routes for every host. */
const bySpecificity = (a: Pick<Redirect, 'from'>, b: Pick<Redirect, 'from'>): number =>
  Number(isWildcard(a.from)) - Number(isWildcard(b.from))

/**
 * The redirect that answers `path` (no trailing slash, no query), and where it sends it; undefined
 * when none does. An exact `from` wins over a placeholder one.
 */
export function matchRedirect<R extends Pick<Redirect, 'from' | 'to'>>(
  redirects: readonly R[],
  path: string,
): { redirect: R; location: string } | undefined {
  const ordered = [...redirects].sort(bySpecificity)
  for (const redirect of ordered) {
    const bindings = bind(redirect.from, path)
    if (bindings) return { redirect, location: fill(redirect.to, bindings) }
  }
  return undefined
}

/** Whether a path (with placeholders taken as any segment) is a page: one of `pages`, or one page matches it. */
function reachesPage(path: string, pages: ReadonlySet<string>): boolean {
  if (!path.startsWith('/')) return true
  if (!isWildcard(path)) return pages.has(path)
  return [...pages].some((page) => bind(path, page) !== undefined)
}

/**
 * Every problem of the redirects as a whole, each naming the document: a `from` that a page serves
 * (the page would shadow it on every host), a `to` that is not a page, a loop, and a chain of more
 * than one hop (naming the direct target to use instead). `pages` are the site's routes: the
 * documents' hrefs and the routes served from code.
 */
export function redirectProblems(redirects: readonly Redirect[], pages: ReadonlySet<string>): RedirectProblem[] {
  const problems: RedirectProblem[] = []
  const ordered = [...redirects].sort(bySpecificity)
  const seenFrom = new Map<string, string>()
  for (const r of ordered) {
    const fromProblem = redirectPathProblem(r.from, 'from')
    const toProblem = redirectPathProblem(r.to, 'to', r.from)
    if (fromProblem) problems.push({ id: r.id, field: 'from', message: fromProblem })
    if (toProblem) problems.push({ id: r.id, field: 'to', message: toProblem })
    if (fromProblem || toProblem) continue
    const other = seenFrom.get(r.from)
    if (other) {
      problems.push({ id: r.id, field: 'from', message: `"${r.from}" is also the "from" of redirect "${other}"; keep one` })
      continue
    }
    seenFrom.set(r.from, r.id)
    const shadowed = [...pages].find((page) => page === r.from || bind(r.from, page) !== undefined)
    if (shadowed) {
      problems.push({ id: r.id, field: 'from', message: `"${shadowed}" is a page the site serves; a redirect from it would never apply` })
      continue
    }
    const hops = follow(r, ordered)
    if (hops.loop) {
      problems.push({
        id: r.id,
        field: 'to',
        message: `loops: ${hops.path.join(' → ')} (redirects ${hops.ids.map((id) => `"${id}"`).join(', ')})`,
      })
    } else if (hops.ids.length > 1) {
      problems.push({
        id: r.id,
        field: 'to',
        message: `is a chain of ${hops.ids.length} hops: ${hops.path.join(' → ')} (redirects ${hops.ids.map((id) => `"${id}"`).join(', ')}); point it at "${hops.path.at(-1)}" directly`,
      })
    } else if (!reachesPage(r.to, pages)) {
      problems.push({ id: r.id, field: 'to', message: `"${r.to}" is not a page of the site (neither a document's href nor a code route)` })
    }
    if (!hops.loop && hops.ids.length === 1 && isWildcard(r.from)) problems.push(...partialChains(r, ordered))
  }
  return problems
}

/** The hops from a redirect's `from`, as far as they go, and whether they come back to an address already passed. */
function follow(start: Redirect, redirects: readonly Redirect[]): { path: string[]; ids: string[]; loop: boolean } {
  const path = [start.from, start.to]
  const ids = [start.id]
  let at = start.to
  for (;;) {
    const next = at.startsWith('/') ? matchRedirect(redirects, at) : undefined
    if (!next) return { path, ids, loop: false }
    at = next.location
    ids.push(next.redirect.id)
    const loop = path.includes(at) || (isWildcard(at) && path.some((p) => bind(at, p) && bind(p, at)))
    path.push(at)
    if (loop || ids.length > redirects.length) return { path, ids, loop: true }
  }
}

/**
 * A placeholder redirect whose target, for some values, is the `from` of an exact redirect
 * (`/old-blog/:slug → /blog/:slug` with `/blog/a → /blog/b`) chains for those addresses, unless an
 * exact redirect from that address already answers it first.
 */
function partialChains(wildcard: Redirect, redirects: readonly Redirect[]): RedirectProblem[] {
  const problems: RedirectProblem[] = []
  for (const exact of redirects) {
    if (exact === wildcard || isWildcard(exact.from)) continue
    const bindings = bind(wildcard.to, exact.from)
    if (!bindings) continue
    const address = fill(wildcard.from, bindings)
    if (redirects.some((r) => r.from === address)) continue
    problems.push({
      id: wildcard.id,
      field: 'to',
      message: `is a chain of 2 hops for ${address}: ${address} → ${exact.from} → ${exact.to} (redirects "${wildcard.id}", "${exact.id}"); add a redirect from "${address}" to "${exact.to}" directly`,
    })
  }
  return problems
}

/** A change to the redirect documents, in the shape of Sanity's mutations API. */
export type RedirectMutation =
  | { createOrReplace: { _id: string; _type: 'redirect'; from: string; to: string; permanent: true } }
  | { patch: { id: string; set: { to: string } } }
  | { delete: { id: string } }

/** The id of the redirect kept for a page's old address: one per address, so publishing twice makes one. */
export function slugRedirectId(from: string): string {
  return `redirect.moved.${from.slice(1).replace(/[^a-z0-9-]+/g, '-') || 'home'}`
}

/**
 * What publishing a page whose address changed from `before` to `after` does to the redirects, so
 * the old address keeps working in one hop and the checks above still pass: a permanent redirect
 * from the old address (replacing any other from it); the redirects that led to the old address now
 * lead to the new one (no chain), and so does the old address under each placeholder redirect that
 * led to it; a redirect from the new address, which the page now serves, goes.
 * Nothing when the address did not change, or the page was never published.
 */
export function slugChangeMutations(
  before: string | undefined,
  after: string | undefined,
  redirects: readonly Pick<Redirect, 'id' | 'from' | 'to'>[],
): RedirectMutation[] {
  if (!before || !after || before === after) return []
  const mutations: RedirectMutation[] = []
  for (const r of redirects) {
    if (r.from === before || r.from === after) mutations.push({ delete: { id: r.id } })
    else if (r.to === before) mutations.push({ patch: { id: r.id, set: { to: after } } })
  }
  // A placeholder redirect that led to the old address (/old-blog/:slug → /blog/:slug) would now
  // chain: its address for this page gets its own redirect, straight to the new address.
  const addresses = [before]
  for (const r of redirects) {
    const bindings = isWildcard(r.from) ? bind(r.to, before) : undefined
    const address = bindings && fill(r.from, bindings)
    if (address && address !== after && !redirects.some((other) => other.from === address)) addresses.push(address)
  }
  const made = addresses.map((from): RedirectMutation => ({
    createOrReplace: { _id: slugRedirectId(from), _type: 'redirect', from, to: after, permanent: true },
  }))
  const ids = new Set(addresses.map(slugRedirectId))
  return [...mutations.filter((m) => !('delete' in m && ids.has(m.delete.id))), ...made]
}
