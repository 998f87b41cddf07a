// Thin on purpose: see src/wrap-page.tsx, src/render-body.tsx and src/pre-render-html.tsx.
import type { GatsbySSR } from 'gatsby'
import React from 'react'
import { PageIslands } from './src/islands/page-islands'
import { GlobalLayout } from './src/layouts/global/GlobalLayout'

export { wrapPageElement } from './src/wrap-page'
export { onRenderBody } from './src/render-body'
export { onPreRenderHTML } from './src/pre-render-html'

/** The global layout (as in src/wrap-page.tsx), inside the note of the islands the page renders (src/islands/page-islands.tsx). */
export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element, pathname }) => (
  <PageIslands pathname={pathname}>
    <GlobalLayout>{element}</GlobalLayout>
  </PageIslands>
)
