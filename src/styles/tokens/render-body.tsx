import type { GatsbySSR } from 'gatsby'
import React from 'react'
import { CSS_LAYER_ORDER } from '../../lib/laika/css-layers'
import { laikaTokenCss } from '.'

/**
 * The first stylesheet of every page: the one declaration of the cascade layers' order
 * (src/lib/laika/css-layers.ts), then the design tokens in their layer.
 */
export function headStylesheet(): string {
  return `${CSS_LAYER_ORDER}\n@layer tokens{\n${laikaTokenCss()}\n}`
}

/** headStylesheet, made once per process: the same on every page (at 10,000 pages it cost 1.8 s of the HTML worker's CPU). */
let stylesheet: string | undefined

/**
 * Puts the design tokens in every page's head at build time, before any stylesheet that uses
 * them, so the first paint already has them and no request is needed. Being first, it declares the
 * order of the cascade layers too.
 */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHeadComponents }) => {
  stylesheet ??= headStylesheet()
  setHeadComponents([<style key="laika-tokens" id="laika-tokens" dangerouslySetInnerHTML={{ __html: stylesheet }} />])
}
