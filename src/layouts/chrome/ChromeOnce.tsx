import React from 'react'

/** Renders a part of the chrome for a page, given the tree's context (chrome-renderer.tsx). */
export type ChromeRenderer = (part: ChromePart, pathname: string, children: React.ReactNode, context: unknown) => React.ReactElement

/** Which part of the chrome: a header's and a footer's renders are kept apart. */
export type ChromePart = 'header' | 'footer'

let renderer: ChromeRenderer | undefined

/** Lends ChromeOnce the build's renderer (gatsby-ssr.tsx, through chrome-renderer.tsx), or takes it back. */
export function setChromeRenderer(server: ChromeRenderer | undefined): void {
  renderer = server
}

/**
 * A part of the chrome (the header's content, the footer) that the static HTML renders once for all
 * the pages that show the same, not once a page (src/layouts/chrome/chrome-renderer.tsx). In the
 * browser, in `gatsby develop` and in the component tests it renders its children, as it always did
 * before: what the build writes is the same HTML, which the browser hydrates.
 */
// The second argument is Preact's: the tree's context, which it gives every function component.
export function ChromeOnce(
  { part, pathname, children }: { part: ChromePart; pathname: string; children: React.ReactNode },
  context?: unknown,
): React.JSX.Element {
  return renderer ? renderer(part, pathname, children, context) : <>{children}</>
}
