// Thin on purpose: see src/wrap-page.tsx, src/render-body.tsx and src/pre-render-html.tsx.
export { wrapPageElement, wrapRootElement } from './src/wrap-page'
export { onRenderBody } from './src/render-body'
export { onPreRenderHTML } from './src/pre-render-html'
