/*
 * The site's JavaScript starts after the page's first paint (docs/architecture.md, "Scripts after
 * the first paint"). Gatsby writes its scripts (the `_gatsby-scripts` slice: the chunk map, the
 * compilation hash, then the webpack runtime, framework and app bundles, async) into every page; the
 * build puts them in a `<template>`, where the browser neither fetches nor runs them, and
 * SCRIPTS_AFTER_PAINT, the inline script right after it, runs them in their order once the page
 * has painted. The page's HTML works before that: links, plain form posts, and the head scripts
 * that answer early clicks (src/lib/hydration/early-clicks.ts).
 */

/** The id of the `<template>` that holds Gatsby's scripts. */
export const SCRIPTS_TEMPLATE_ID = 'site-scripts'

/** Gatsby's slice of scripts, which the template wraps. */
export const SCRIPTS_SLICE_ID = '_gatsby-scripts'

/**
 * Runs the scripts of `template` (the loader's previous sibling): inline ones at once, in order, so
 * the chunk map is set before any bundle runs; bundles as async scripts, as Gatsby writes them. It
 * waits for the frame after the first one (a timer set in the first frame's animation callback
 * runs once that frame is painted), or runs them now in a hidden tab, which paints nothing.
 * `nomodule` scripts (polyfills) are for browsers older than `<template>` itself.
 *
 * Written in ES5 without helpers or outside references on purpose: its source is inlined in the
 * loader (SCRIPTS_AFTER_PAINT), as the head scripts are (src/lib/hydration/early-clicks.ts).
 */
export function runScriptsAfterPaint(template: HTMLTemplateElement, w: Window, d: Document): void {
  var run = function (): void {
    var scripts = template.content.querySelectorAll('script')
    for (var i = 0; i < scripts.length; i++) {
      var original = scripts[i] as HTMLScriptElement
      if (original.hasAttribute('nomodule')) continue
      var script = d.createElement('script')
      var src = original.getAttribute('src')
      if (src) {
        script.src = src
        script.async = true
      } else script.text = original.text
      d.body.appendChild(script)
    }
  }
  if (d.hidden) run()
  else
    w.requestAnimationFrame(function () {
      w.setTimeout(run, 0)
    })
}

/** The loader: the same text on every page (it is hashed for the Content-Security-Policy). */
export const SCRIPTS_AFTER_PAINT = `(${runScriptsAfterPaint.toString()})(document.currentScript.previousElementSibling,window,document)`
