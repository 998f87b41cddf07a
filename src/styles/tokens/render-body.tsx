import type { GatsbySSR } from 'gatsby'
import React from 'react'
import { laikaTokenCss } from '.'

/**
 * Puts the design tokens in every page's head at build time, before any stylesheet that uses
 * them, so the first paint already has them and no request is needed.
 */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHeadComponents }) => {
  setHeadComponents([<style key="laika-tokens" id="laika-tokens" dangerouslySetInnerHTML={{ __html: laikaTokenCss() }} />])
}
