import { LOCAL_INDEX_PATH, type SearchBackend } from '../../lib/search/backend'

/** Defined at compile time by onCreateWebpackConfig (src/node/gatsby-node.ts) from the site settings. */
declare const SEARCH_BACKEND: SearchBackend | undefined

/** The backend of this build; outside webpack (unit tests) the local index. */
export const backend: SearchBackend =
  typeof SEARCH_BACKEND === 'undefined' ? { kind: 'local', indexPath: LOCAL_INDEX_PATH } : SEARCH_BACKEND
