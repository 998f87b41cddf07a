// Thin on purpose: see src/wrap-page.tsx.
import { followStaticLinks } from './src/components/hydration/static-links'

export { wrapPageElement, wrapRootElement } from './src/wrap-page'

/** Before the page hydrates: the links of its static parts (src/components/hydration/Static.tsx). */
export const onClientEntry = (): void => followStaticLinks(document)
