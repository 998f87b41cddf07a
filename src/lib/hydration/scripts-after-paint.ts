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

/** The longest the scripts wait for the first contentful paint: they never wait for a page that cannot report one. */
export const PAINT_WAIT_MS = 2000

/**
 * Runs the scripts of `template` (the loader's previous sibling): inline ones at once, in order, so
 * the chunk map is set before any bundle runs; bundles as async scripts, as Gatsby writes them. It
 * waits until the browser reports the first contentful paint (a `paint` entry, which comes once the
 * frame is on screen), at most PAINT_WAIT_MS; where the browser has no paint timing, for the frame
 * after the first one (a timer set in the first frame's animation callback); and runs them now in a
 * hidden tab, which paints nothing. `nomodule` scripts (polyfills) are for browsers older than
 * `<template>` itself.
 *
 * Written in ES5 without helpers or outside references on purpose: its source is inlined in the
 * loader (SCRIPTS_AFTER_PAINT), as the head scripts are (src/lib/hydration/early-clicks.ts).
 */
export function runScriptsAfterPaint(template: HTMLTemplateElement, w: Window & typeof globalThis, d: Document, waitMs: number): void {
  var ran = false
  var run = function (): void {
    if (ran) return
    ran = true
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
  var Observer = w.PerformanceObserver
  if (d.hidden) run()
  else if (Observer && Observer.supportedEntryTypes && Observer.supportedEntryTypes.indexOf('paint') >= 0) {
    var observer = new Observer(function (list: PerformanceObserverEntryList) {
      var entries = list.getEntries()
      for (var i = 0; i < entries.length; i++) {
        if (entries[i]!.name === 'first-contentful-paint') {
          observer.disconnect()
          run()
        }
      }
    })
    observer.observe({ type: 'paint', buffered: true })
    w.setTimeout(run, waitMs)
  } else
    w.requestAnimationFrame(function () {
      w.setTimeout(run, 0)
    })
}

/** The loader: the same text on every page (it is hashed for the Content-Security-Policy). */
export const SCRIPTS_AFTER_PAINT = `(${runScriptsAfterPaint.toString()})(document.currentScript.previousElementSibling,window,document,${PAINT_WAIT_MS})`
