import { existsSync } from 'node:fs'
import type { IAdapter } from 'gatsby'
import createNetlifyAdapter from 'gatsby-adapter-netlify'
import { fillInlineScriptHashes } from './security-headers'
import { readServedHeaders } from './served-headers'

/** Where gatsby-adapter-netlify keeps Gatsby's cache between builds on Netlify (its index.js). */
export const NETLIFY_BUILD_CACHE = '/opt/build/cache'

/**
 * Gatsby's adapter for Netlify (docs/deploy.md), with the build's inline-script and -style hashes filled into
 * the headers it writes: Gatsby hands the adapter gatsby-config's `headers` as declared, placeholder
 * and all, and onPostBuild has by then hashed the inline scripts of the HTML (served-headers.ts).
 */
export function netlifyAdapter(buildCacheDir: string = NETLIFY_BUILD_CACHE): IAdapter {
  const netlify = createNetlifyAdapter()
  return {
    ...netlify,
    // The adapter saves .cache/ and public/ into Netlify's build cache (@netlify/cache-utils) and
    // restores them from it. That folder exists only in Netlify's build image: anywhere else with
    // NETLIFY=true (the CI workflow's build, the deploy test) the copy would go to a folder of
    // this machine's, or fail for want of permission. There the build keeps its own .cache/.
    cache: existsSync(buildCacheDir) ? netlify.cache : undefined,
    adapt: (context) => {
      const { inlineScripts, inlineStyles = [] } = readServedHeaders(process.cwd())
      const fill = <T extends object>(route: T): T => {
        if (!('headers' in route) || !Array.isArray(route.headers)) return route
        const headers = (route.headers as { key: string; value: string }[]).map((h) => ({
          key: h.key,
          value: fillInlineScriptHashes(h.value, inlineScripts, inlineStyles),
        }))
        return { ...route, headers }
      }
      return netlify.adapt({
        ...context,
        routesManifest: context.routesManifest.map((route) => fill(route)),
        headerRoutes: context.headerRoutes.map((route) => fill(route)),
      })
    },
  }
}
