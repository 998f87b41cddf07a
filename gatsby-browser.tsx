// Thin on purpose: see src/wrap-page.tsx. A built page never loads Gatsby's browser runtime, nor
// this file (docs/islands.md); `gatsby develop` does: it renders every page in the browser, and
// the islands' behaviour is mounted on what it renders.
import type { GatsbyBrowser } from 'gatsby'
import { startIslands } from './src/islands/runtime'

export { wrapPageElement, wrapRootElement } from './src/wrap-page'

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = () => {
  void startIslands()
}
