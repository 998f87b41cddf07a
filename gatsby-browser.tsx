// Thin on purpose: see src/wrap-page.tsx.
import './src/components/hydration/static-module-loaders'
import { followStaticLinks, navigateWithStaticModules } from './src/components/hydration/static-links'

export { wrapPageElement, wrapRootElement } from './src/wrap-page'

/** Before the page hydrates: the links of its static parts, and navigation that waits for their code (src/components/hydration/Static.tsx). */
export const onClientEntry = (): void => {
  followStaticLinks(document)
  navigateWithStaticModules(window)
}
