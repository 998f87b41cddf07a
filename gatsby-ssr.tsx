// Thin on purpose: see src/wrap-page.tsx and src/render-body.tsx.
export { wrapPageElement, wrapRootElement } from './src/wrap-page'
export { onRenderBody } from './src/render-body'
