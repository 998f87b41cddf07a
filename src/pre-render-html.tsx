import type { GatsbySSR } from 'gatsby'
import React from 'react'
import { PAGE_GLOBALS_SCRIPT, pageGlobalsAttributes, readGatsbyPageScript } from './lib/page-path-script'

interface InlineScriptProps {
  id?: string
  dangerouslySetInnerHTML?: { __html?: unknown }
}

/**
 * Gatsby's per-page inline script (`window.pagePath=…`) becomes one script of the same text on
 * every page, with the path in a data attribute (src/lib/page-path-script.ts): the
 * Content-Security-Policy then needs one hash for it, not one per page (docs/deploy.md).
 */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({ getPostBodyComponents, replacePostBodyComponents }) => {
  const components = getPostBodyComponents()
  replacePostBodyComponents(
    components.map((component) => {
      if (!React.isValidElement<InlineScriptProps>(component) || component.type !== 'script' || component.props.id !== 'gatsby-script-loader') {
        return component
      }
      const text = component.props.dangerouslySetInnerHTML?.__html
      const globals = typeof text === 'string' ? readGatsbyPageScript(text) : undefined
      if (!globals) return component
      return (
        <script key={component.key ?? 'script-loader'} id="gatsby-script-loader" {...pageGlobalsAttributes(globals)} dangerouslySetInnerHTML={{ __html: PAGE_GLOBALS_SCRIPT }} />
      )
    }),
  )
}
