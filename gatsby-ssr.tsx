// Thin on purpose: see src/wrap-page.tsx.
export { wrapPageElement } from './src/wrap-page'
