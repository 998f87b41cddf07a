// Thin on purpose: see src/wrap-page.tsx.
export { wrapPageElement, wrapRootElement } from './src/wrap-page'
