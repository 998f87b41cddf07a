// Thin on purpose: see src/wrap-page.tsx, src/render-body.tsx and src/pre-render-html.tsx.
// The code of static parts starts loading with the renderer, not with the first page of a
// template, so it is there for every page's render (src/components/hydration/static-modules.ts).
import './src/components/hydration/static-module-loaders'
import { renderChromeOnceInBuild } from './src/layouts/chrome/chrome-renderer'

renderChromeOnceInBuild()

export { wrapPageElement, wrapRootElement } from './src/wrap-page'
export { onRenderBody } from './src/render-body'
export { onPreRenderHTML } from './src/pre-render-html'
