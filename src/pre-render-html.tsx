import type { GatsbySSR } from 'gatsby'
import React from 'react'
import { takePageIslands } from './islands/page-islands'
import { pageScripts, type IslandManifest } from './lib/islands/island-manifest'
import { speculationRules } from './lib/navigation/links'

/** The browser build's island manifest, compiled into the HTML renderer (src/node/client-build.ts); null in `gatsby develop`. */
declare const ISLAND_MANIFEST: IslandManifest | null

/** The id of the head's first stylesheet: the cascade layers' order, then the design tokens (src/styles/tokens/render-body.tsx). */
export const LAYER_ORDER_STYLE_ID = 'laika-tokens'

/**
 * The head without the styles Gatsby inlines, and with links to the site's stylesheets instead:
 * the HTML is about 60 KB smaller, and the browser keeps the stylesheet in its cache from one page
 * to the next. The site's own inline styles (each with an id) and the Head API's (marked
 * `data-gatsby-head`) stay; the stylesheets come right after the style declaring the cascade
 * layers' order, which must come before any stylesheet's `@layer` block (src/lib/laika/css-layers.ts).
 */
export function headWithLinkedStylesheets(components: React.ReactNode[], stylesheets: readonly string[]): React.ReactNode[] {
  const isOwnStyle = (c: React.ReactElement<{ id?: unknown; 'data-gatsby-head'?: unknown }>): boolean =>
    typeof c.props.id === 'string' || c.props['data-gatsby-head'] !== undefined
  const kept = components.filter((c) => !React.isValidElement<{ id?: unknown }>(c) || c.type !== 'style' || isOwnStyle(c))
  const isOrder = (c: React.ReactNode): boolean =>
    React.isValidElement<{ id?: unknown }>(c) && c.type === 'style' && c.props.id === LAYER_ORDER_STYLE_ID
  const links = stylesheets.map((href) => <link key={href} rel="stylesheet" href={href} />)
  return [...kept.filter(isOrder), ...links, ...kept.filter((c) => !isOrder(c))]
}

/**
 * What a built page ends with (docs/islands.md): the speculation rules that prefetch its in-app
 * links (SPEC 2.18), and the scripts of its islands, deferred. Gatsby's own client runtime (its
 * page-data loader, router and the whole page's hydration) is left out: nothing on a built page
 * needs it.
 */
export function pageEnd(manifest: IslandManifest, islands: ReadonlyMap<string, boolean>): React.ReactNode[] {
  return [
    <script key="speculation-rules" type="speculationrules" dangerouslySetInnerHTML={{ __html: speculationRules() }} />,
    ...pageScripts(manifest, islands).map((src) => <script key={src} src={src} defer />),
  ]
}

/**
 * Every built page's HTML, as Gatsby's public hook lets a site change it: stylesheets linked, not
 * inlined (headWithLinkedStylesheets), and the islands' scripts in place of Gatsby's (pageEnd). In
 * `gatsby develop` (no manifest) the page is left as Gatsby makes it: its browser renders it.
 */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({
  pathname,
  getHeadComponents,
  replaceHeadComponents,
  replacePostBodyComponents,
}) => {
  const manifest = typeof ISLAND_MANIFEST === 'undefined' ? null : ISLAND_MANIFEST
  if (!manifest) return
  replaceHeadComponents(headWithLinkedStylesheets(getHeadComponents(), manifest.stylesheets))
  replacePostBodyComponents(pageEnd(manifest, takePageIslands(pathname)))
}
