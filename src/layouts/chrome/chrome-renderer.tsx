import React from 'react'
import { renderToString } from 'react-dom/server'
import { chromeFacts, linkedPaths, pathKey } from '../../lib/navigation/chrome-once'
import { setChromeRenderer, type ChromeRenderer } from './ChromeOnce'

/** What chromeRenderer needs of Preact's server renderer. */
export interface HtmlRenderer {
  /** The element's HTML, rendered with `context`: the context of the tree it stands in. */
  render: (element: React.ReactElement, context: unknown) => string
  /** An element that the renderer writes as `html`, unchanged. */
  raw: (html: string) => React.ReactElement
}

/**
 * The chrome rendered once for the pages that show the same. The chrome is the same on most pages:
 * the navigation, its menus and the footer are 350 of a blog post's 500 elements, and took about
 * 40 % of a page's render at 10,000 documents (docs/architecture.md, "The chrome rendered once").
 *
 * A part is rendered alone, with the context of the tree it stands in (Preact gives a function
 * component the tree's context as its second argument, and its renderToString takes it), and kept
 * by its chromeFacts: a later page with the same facts gets the same HTML, unless the part links to
 * that page, whose link is then marked as the page's own (`aria-current`). Such a page gets a render
 * of its own, and so does a first page the part links to, which is not kept. The HTML is what the
 * page's own render would write (tests/unit/layouts/chrome/chrome-renderer.test.tsx, and the whole
 * built site compared: docs/architecture.md), so the browser hydrates it as before. Nothing in the
 * chrome calls useId, whose ids count from the render's root.
 */
export function chromeRenderer({ render, raw }: HtmlRenderer): ChromeRenderer {
  const rendered = new Map<string, { html: string; links: ReadonlySet<string> }>()
  return (part, pathname, children, context) => {
    const key = `${part} ${chromeFacts(pathname)}`
    const page = pathKey(pathname)
    const kept = rendered.get(key)
    if (kept && !kept.links.has(page)) return raw(kept.html)
    const html = render(<>{children}</>, context)
    if (!kept) {
      const links = linkedPaths(html)
      if (!links.has(page)) rendered.set(key, { html, links })
    }
    return raw(html)
  }
}

/**
 * `react` and `react-dom/server` are Preact's in the build (gatsby-plugin-preact), the modules the
 * HTML renderer writes pages with, so the chrome is rendered by the same Preact:
 * - its renderToString takes the tree's context as a second argument (React's takes none);
 * - a Fragment with `tpl` (Preact's precompiled HTML, what `jsxTemplate` makes) is written unchanged.
 *   It must be this Preact's Fragment, which the renderer tests by identity: `preact/jsx-runtime`'s,
 *   bundled apart, is not.
 */
export const PREACT_HTML: HtmlRenderer = {
  render: renderToString as unknown as HtmlRenderer['render'],
  raw: (html) => React.createElement(React.Fragment, { tpl: [html] } as React.Attributes),
}

/**
 * Lends ChromeOnce a chromeRenderer in `gatsby build` only: called by gatsby-ssr, so the browser's
 * bundles have none of this. Not in `gatsby develop`, whose data changes while it runs.
 */
export function renderChromeOnceInBuild(env: string | undefined = process.env.NODE_ENV): void {
  if (env === 'production') setChromeRenderer(chromeRenderer(PREACT_HTML))
}
