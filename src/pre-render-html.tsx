import type { GatsbySSR } from 'gatsby'
import React from 'react'
import { PAGE_GLOBALS_SCRIPT, pageGlobalsAttributes, readGatsbyPageScript } from './lib/hydration/page-path-script'
import { SCRIPTS_AFTER_PAINT, SCRIPTS_SLICE_ID, SCRIPTS_TEMPLATE_ID } from './lib/hydration/scripts-after-paint'

interface InlineScriptProps {
  id?: string
  dangerouslySetInnerHTML?: { __html?: unknown }
}

interface InlineStyleProps {
  'data-href'?: unknown
  'data-identity'?: unknown
}

/**
 * Gatsby inlines the site's stylesheet (all of it: it is one file) into every page's head; it
 * becomes a link to that file instead. The HTML is then about 60 KB smaller, the browser keeps the
 * stylesheet in its cache from one page to the next, and parsing the page's HTML after its first
 * paint, which Lighthouse counts as blocking time, is that much shorter (docs/landing-pages.md,
 * "Speed"). Other components are returned as they are.
 */
export function linkedStylesheet(component: React.ReactNode): React.ReactNode {
  if (!React.isValidElement<InlineStyleProps>(component) || component.type !== 'style') return component
  const { 'data-href': href, 'data-identity': identity } = component.props
  if (identity !== 'gatsby-global-css' || typeof href !== 'string') return component
  return <link key={component.key ?? 'stylesheet'} rel="stylesheet" href={href} />
}

/** The id of the head's first stylesheet: the cascade layers' order, then the design tokens (src/styles/tokens/render-body.tsx). */
export const LAYER_ORDER_STYLE_ID = 'laika-tokens'

/**
 * The head with the style that declares the cascade layers' order first, before the linked
 * stylesheet: the order of the layers is the order in which the page first names them, so the
 * declaration must come before any stylesheet's `@layer` block (src/lib/laika/css-layers.ts).
 */
export function layerOrderFirst(components: React.ReactNode[]): React.ReactNode[] {
  const isOrder = (c: React.ReactNode) =>
    React.isValidElement<{ id?: unknown }>(c) && c.type === 'style' && c.props.id === LAYER_ORDER_STYLE_ID
  return [...components.filter(isOrder), ...components.filter((c) => !isOrder(c))]
}

/**
 * Gatsby's slice of scripts goes into a `<template>`, followed by the inline script that runs them
 * once the page has painted (src/lib/hydration/scripts-after-paint.ts). Other components are
 * returned as they are.
 */
export function scriptsAfterPaint(components: React.ReactNode[]): React.ReactNode[] {
  return components.flatMap((component): React.ReactNode[] => {
    if (!React.isValidElement<{ sliceId?: unknown }>(component) || component.props.sliceId !== SCRIPTS_SLICE_ID) return [component]
    return [
      <template key="site-scripts" id={SCRIPTS_TEMPLATE_ID}>
        {component}
      </template>,
      <script key="scripts-after-paint" dangerouslySetInnerHTML={{ __html: SCRIPTS_AFTER_PAINT }} />,
    ]
  })
}

/**
 * Four changes to the HTML Gatsby writes: the style declaring the cascade layers comes first
 * (layerOrderFirst); the stylesheet is linked, not inlined (linkedStylesheet); Gatsby's scripts
 * run after the first paint (scriptsAfterPaint); and Gatsby's per-page inline script
 * (`window.pagePath=…`) becomes one script of the same text on every page, with the path in a
 * data attribute (src/lib/hydration/page-path-script.ts): the Content-Security-Policy then needs
 * one hash for it, not one per page (docs/deploy.md).
 */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  replaceHeadComponents(layerOrderFirst(getHeadComponents().map(linkedStylesheet)))
  const components = getPostBodyComponents()
  replacePostBodyComponents(
    scriptsAfterPaint(components).map((component) => {
      if (
        !React.isValidElement<InlineScriptProps>(component) ||
        component.type !== 'script' ||
        component.props.id !== 'gatsby-script-loader'
      ) {
        return component
      }
      const text = component.props.dangerouslySetInnerHTML?.__html
      const globals = typeof text === 'string' ? readGatsbyPageScript(text) : undefined
      if (!globals) return component
      return (
        <script
          key={component.key ?? 'script-loader'}
          id="gatsby-script-loader"
          {...pageGlobalsAttributes(globals)}
          dangerouslySetInnerHTML={{ __html: PAGE_GLOBALS_SCRIPT }}
        />
      )
    }),
  )
}
