import type { IAdapter } from 'gatsby'
import createNetlifyAdapter from 'gatsby-adapter-netlify'
import { fillInlineScriptHashes } from '../../lib/security-headers'
import { readServedHeaders } from './served-headers'

/**
 * Gatsby's adapter for Netlify (docs/deploy.md), with the build's inline-script and -style hashes filled into
 * the headers it writes: Gatsby hands the adapter gatsby-config's `headers` as declared, placeholder
 * and all, and onPostBuild has by then hashed the inline scripts of the HTML (served-headers.ts).
 */
export function netlifyAdapter(): IAdapter {
  const netlify = createNetlifyAdapter()
  return {
    ...netlify,
    adapt: (context) => {
      const { inlineScripts, inlineStyles = [] } = readServedHeaders(process.cwd())
      const fill = <T extends object>(route: T): T => {
        if (!('headers' in route) || !Array.isArray(route.headers)) return route
        const headers = (route.headers as { key: string; value: string }[]).map((h) => ({ key: h.key, value: fillInlineScriptHashes(h.value, inlineScripts, inlineStyles) }))
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
