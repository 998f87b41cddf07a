import type { SearchBackend } from '../../lib/search/backend'

/** Defined at compile time by onCreateWebpackConfig (src/node/gatsby-node.ts) from the site settings. */
declare const SEARCH_BACKEND: SearchBackend | undefined

/**
 * The backend of this build. Missing means the webpack definition was not applied: a loud error,
 * never a silent fall back to Pagefind in a build meant to use Algolia.
 */
export function buildBackend(): SearchBackend {
  if (typeof SEARCH_BACKEND === 'undefined')
    throw new Error('SEARCH_BACKEND is not defined: onCreateWebpackConfig (src/node/gatsby-node.ts) must define it')
  return SEARCH_BACKEND
}
