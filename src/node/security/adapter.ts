import { existsSync, mkdirSync, readdirSync, renameSync } from 'node:fs'
import path from 'node:path'
import type { IAdapter } from 'gatsby'
import createNetlifyAdapter from 'gatsby-adapter-netlify'
import { fillInlineScriptHashes } from './security-headers'
import { readServedHeaders } from './served-headers'
import { writeServedRoutes } from './served-routes'

/** Where gatsby-adapter-netlify keeps Gatsby's cache between builds on Netlify (its index.js). */
export const NETLIFY_BUILD_CACHE = '/opt/build/cache'

/** Where the build's source maps go instead of public/ (docs/security.md, "Source maps"). */
export const SOURCE_MAPS_DIR = '.cache/source-maps'

type AdaptContext = Parameters<IAdapter['adapt']>[0]

/**
 * Moves webpack's source maps (`*.js.map`, `*.css.map`) out of the site's top folder, where
 * webpack writes them, into `.cache/source-maps/`: they hold the client's source as written, which
 * no visitor needs, so they are not published; they stay with the build for reading a stack trace.
 * Before Gatsby lists the files for the adapter, so no route names them.
 */
export function keepSourceMapsOut(root: string): number {
  const publicDir = path.join(root, 'public')
  const maps = existsSync(publicDir) ? readdirSync(publicDir).filter((name) => name.endsWith('.map')) : []
  if (maps.length === 0) return 0
  const target = path.join(root, SOURCE_MAPS_DIR)
  mkdirSync(target, { recursive: true })
  for (const name of maps) renameSync(path.join(publicDir, name), path.join(target, name))
  return maps.length
}

/**
 * What every adapter of the site does first: the source maps out of public/ (keepSourceMapsOut), then
 * the routes and headers Gatsby hands an adapter with the build's inline-script and -style hashes
 * filled in (Gatsby passes gatsby-config's `headers` as declared, placeholder and all, and
 * onPostBuild has by then hashed the inline scripts of the HTML, served-headers.ts), written for
 * `npm run serve` (served-routes.ts) so every host of the build applies the same headers.
 */
function withHashes(context: AdaptContext, root: string): AdaptContext {
  keepSourceMapsOut(root)
  const { inlineScripts, inlineStyles = [] } = readServedHeaders(root)
  const fill = <T extends object>(route: T): T => {
    if (!('headers' in route) || !Array.isArray(route.headers)) return route
    const headers = (route.headers as { key: string; value: string }[]).map((h) => ({
      key: h.key,
      value: fillInlineScriptHashes(h.value, inlineScripts, inlineStyles),
    }))
    return { ...route, headers }
  }
  const routesManifest = context.routesManifest.map((route) => fill(route))
  writeServedRoutes(root, routesManifest, context.functionsManifest)
  return { ...context, routesManifest, headerRoutes: context.headerRoutes.map((route) => fill(route)) }
}

/**
 * Gatsby's adapter for Netlify (docs/deploy.md), given the routes with the build's hashes
 * (withHashes).
 */
export function netlifyAdapter(buildCacheDir: string = NETLIFY_BUILD_CACHE, root: string = process.cwd()): IAdapter {
  const netlify = createNetlifyAdapter()
  return {
    ...netlify,
    // The adapter saves .cache/ and public/ into Netlify's build cache (@netlify/cache-utils) and
    // restores them from it. That folder exists only in Netlify's build image: anywhere else with
    // NETLIFY=true (the CI workflow's build, the deploy test) the copy would go to a folder of
    // this machine's, or fail for want of permission. There the build keeps its own .cache/.
    cache: existsSync(buildCacheDir) ? netlify.cache : undefined,
    adapt: (context) => netlify.adapt(withHashes(context, root)),
  }
}

/**
 * Every build that is not Netlify's: public/ as it is, and the routes `npm run serve` serves
 * (served-routes.ts). Configured explicitly, so Gatsby never looks an adapter up online.
 */
export function localAdapter(root: string = process.cwd()): IAdapter {
  return {
    name: 'threshold-local-serve',
    adapt: (context) => {
      withHashes(context, root)
    },
  }
}
