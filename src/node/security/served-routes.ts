import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { FunctionsManifest, RoutesManifest } from 'gatsby'

/**
 * What `npm run serve` serves (scripts/dev/serve.ts), as Gatsby hands it to every adapter after a
 * build (its public adapter API, `adapt({ routesManifest, functionsManifest })`): each file of
 * public/ with the headers Gatsby gives it (its defaults, gatsby-config's `headers` matched as
 * documented, the inline-script hashes filled in), each Gatsby Function's route and compiled
 * entry point, and each redirect made with `createRedirect` (the CMS's redirects). Written by the site's adapters (./adapter.ts), read by the server, so the local
 * server and Netlify apply one computation of the headers.
 */
export const SERVED_ROUTES_FILE = '.cache/served-routes.json'

export interface Header {
  key: string
  value: string
}

export interface ServedRoutes {
  /** The distinct header lists; a static route names its list by index (a site's pages share a few). */
  headerSets: Header[][]
  /** Route path (`/pricing`, `/app-<hash>.js`) → the file in the site's folder and its header list. */
  files: Record<string, { file: string; headers: number }>
  /** Gatsby Functions, most specific route first: the route (`/api/:tenant/forms/submit/:formId`) and the compiled entry. */
  functions: { path: string; entry: string }[]
  /** Redirects, in Gatsby's order (exact paths before placeholders): `from` may hold `:name` segments that `to` reuses. */
  redirects: { from: string; to: string; status: number; ignoreCase: boolean }[]
}

export function servedRoutes(routes: RoutesManifest, functions: FunctionsManifest): ServedRoutes {
  const headerSets: Header[][] = []
  const indexOf = new Map<string, number>()
  const files: ServedRoutes['files'] = {}
  const served: ServedRoutes['functions'] = []
  const redirects: ServedRoutes['redirects'] = []
  const entries = new Map(functions.map((f) => [f.functionId, f.pathToEntryPoint]))
  for (const route of routes) {
    if (route.type === 'static') {
      const key = JSON.stringify(route.headers)
      let index = indexOf.get(key)
      if (index === undefined) {
        index = headerSets.push(route.headers) - 1
        indexOf.set(key, index)
      }
      files[route.path] = { file: route.filePath, headers: index }
    } else if (route.type === 'function') {
      const entry = entries.get(route.functionId)
      if (entry) served.push({ path: route.path, entry })
    } else if (route.type === 'redirect') {
      redirects.push({ from: route.path, to: route.toPath, status: route.status, ignoreCase: route.ignoreCase === true })
    }
  }
  return { headerSets, files, functions: served, redirects }
}

export function writeServedRoutes(root: string, routes: RoutesManifest, functions: FunctionsManifest): void {
  const file = path.join(root, SERVED_ROUTES_FILE)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, JSON.stringify(servedRoutes(routes, functions)))
}

export function readServedRoutes(root: string): ServedRoutes {
  let text: string
  try {
    text = readFileSync(path.join(root, SERVED_ROUTES_FILE), 'utf8')
  } catch {
    throw new Error(`${SERVED_ROUTES_FILE} is missing: build the site first (npm run build)`)
  }
  return JSON.parse(text) as ServedRoutes
}
