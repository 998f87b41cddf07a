import type { BuildArgs } from 'gatsby'
import type { HeaderRule } from './security/security-headers'

/**
 * What the build reads of Gatsby's store: its pages, the project's folder, the declared headers,
 * the jobs (image jobs) done in this build or kept from the last one, and what it knows of the HTML
 * files to render (pagesToRender).
 */
export interface BuiltState {
  program: { directory: string }
  jobsV2: { complete: Map<string, unknown> }
  html: { trackedHtmlFiles: Map<string, { dirty: number; isDeleted?: boolean }> }
  pendingPageDataWrites: { pagePaths: Set<string> }
  pages: Map<string, { path: string; context?: Record<string, unknown> | null }>
  config: { headers?: HeaderRule[] }
}

/** Gatsby's store's state, which Gatsby types as a bare Function's result. */
export const builtState = ({ store }: Pick<BuildArgs, 'store'>): BuiltState => (store.getState as () => BuiltState)()

/**
 * How many pages' HTML the build will render, as Gatsby knows it once the page queries have run:
 * the HTML files it has marked dirty (a new page, a new HTML renderer) and the pages whose page data
 * is to be written (whose query ran), which it marks dirty when it writes their data, if it changed.
 */
export function pagesToRender(state: Pick<BuiltState, 'html' | 'pendingPageDataWrites'>): number {
  const pages = new Set(state.pendingPageDataWrites.pagePaths)
  for (const [pagePath, file] of state.html.trackedHtmlFiles) if (file.dirty !== 0 && !file.isDeleted) pages.add(pagePath)
  return pages.size
}
