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
 * Runs the scripts of the template just before it (its previous sibling): inline ones at once, in
 * order, so the chunk map is set before any bundle runs; bundles as async scripts, as Gatsby
 * writes them. It waits for the frame after the first one (a timer set in the first frame's
 * animation callback runs once that frame is painted), or runs them now in a hidden tab, which
 * paints nothing. `nomodule` scripts (polyfills) are for browsers older than `<template>` itself.
 * ES5: it runs as written.
 */
export const SCRIPTS_AFTER_PAINT =
  '(function(t){function run(){var s=t.content.querySelectorAll("script");for(var i=0;i<s.length;i++){' +
  'var o=s[i];if(o.hasAttribute("nomodule"))continue;var n=document.createElement("script");var src=o.getAttribute("src");' +
  'if(src){n.src=src;n.async=true}else n.text=o.text;document.body.appendChild(n)}}' +
  'if(document.hidden)run();else requestAnimationFrame(function(){setTimeout(run,0)})})(document.currentScript.previousElementSibling)'
