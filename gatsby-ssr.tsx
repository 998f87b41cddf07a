// Thin on purpose: see src/wrap-page.tsx and src/styles/tokens/render-body.tsx.
export { wrapPageElement, wrapRootElement } from './src/wrap-page'
export { onRenderBody } from './src/styles/tokens/render-body'
