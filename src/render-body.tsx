import type { GatsbySSR } from 'gatsby'
import React from 'react'
import { AB_BODY_SCRIPT, abHeadScript } from './components/ab-testing/head-script'
import { consentHeadScript } from './components/consent/head-script'
import { buildValues } from './config/public-settings'
import { earlyClicksScript } from './lib/islands/early-clicks'
import { IMAGE_PLACEHOLDER_SCRIPT } from './lib/media/image-placeholder'
import { abVariationCss } from './lib/ab-testing/ab-testing'
import { onRenderBody as renderTokens } from './styles/tokens/render-body'
import { MAIN_ID } from './layouts/chrome/SiteFrame'

/** The head's inline scripts and styles: the same on every page of a build, so made once per process. */
function headCode() {
  const campaigns = buildValues.abCampaigns
  return {
    consent: consentHeadScript(),
    abTesting: abHeadScript(campaigns),
    abVariations: abVariationCss(campaigns),
    earlyClicks: earlyClicksScript(),
  }
}
let code: ReturnType<typeof headCode> | undefined

/**
 * Every page's head at build time: the design tokens, then the consent and A/B scripts, the
 * variations' stylesheet and the images' placeholder script, inline so they run before the first
 * paint (SPEC 2.6, 4.7, 9.9). Each is the same string on every page of a build. First of all, a
 * hint that the first paint waits until the parser reaches `<main>` (SiteFrame's MAIN_ID): the
 * whole header, cookie banner included, so no part of it moves as the rest is parsed (Chrome 124+;
 * other browsers ignore it).
 *
 * The page's language is set here, not by a `<html lang>` in the Head API: Gatsby's browser code
 * sets the Head's html attributes again after hydration, and setting `lang`, even to the same value,
 * makes Chrome recalculate the style of every element (`:lang()`; 364 of them on a blog post).
 */
export const onRenderBody: GatsbySSR['onRenderBody'] = (args, options) => {
  renderTokens?.(args, options)
  args.setHtmlAttributes({ lang: 'en' })
  code ??= headCode()
  args.setHeadComponents([
    // `blocking` is not in React 18's types of <link>; React writes it as given.
    <link key="expect-main" rel="expect" href={`#${MAIN_ID}`} {...{ blocking: 'render' }} />,
    <script key="consent" id="consent-head" dangerouslySetInnerHTML={{ __html: code.consent }} />,
    <script key="ab-testing" id="ab-testing-head" dangerouslySetInnerHTML={{ __html: code.abTesting }} />,
    <style key="ab-variations" id="ab-variations" dangerouslySetInnerHTML={{ __html: code.abVariations }} />,
    <script key="image-placeholder" id="image-placeholder" dangerouslySetInnerHTML={{ __html: IMAGE_PLACEHOLDER_SCRIPT }} />,
    <script key="early-clicks" id="early-clicks" dangerouslySetInnerHTML={{ __html: code.earlyClicks }} />,
  ])
  args.setPreBodyComponents([<script key="ab-body" id="ab-testing-body" dangerouslySetInnerHTML={{ __html: AB_BODY_SCRIPT }} />])
}
