/**
 * Gatsby writes the page's own path into an inline script on every page
 * (`window.pagePath="/pricing";`), which would give the Content-Security-Policy one hash per page
 * (docs/deploy.md, "Security headers"). The page's HTML instead carries the path in a data
 * attribute of one script whose text is the same on every page, so one hash covers them all.
 */

/** The text of Gatsby's script: the page path, and the build's webpack hash when slices are off. */
const GATSBY_LOADER =
  /^\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\]|\\.)*");(?:window\.___webpackCompilationHash="([0-9a-f]+)";)?\/\*\]\]>\*\/$/

export interface PageGlobals {
  pagePath: string
  compilationHash?: string
}

/** What Gatsby's inline script sets; undefined for any other text (then it is left as it is). */
export function readGatsbyPageScript(text: string): PageGlobals | undefined {
  const match = GATSBY_LOADER.exec(text)
  if (!match) return undefined
  const pagePath = JSON.parse(match[1] as string) as unknown
  if (typeof pagePath !== 'string') return undefined
  return match[2] ? { pagePath, compilationHash: match[2] } : { pagePath }
}

/** The attributes that carry a page's values to PAGE_GLOBALS_SCRIPT. */
export function pageGlobalsAttributes(globals: PageGlobals): Record<string, string> {
  return {
    'data-page-path': globals.pagePath,
    ...(globals.compilationHash ? { 'data-compilation-hash': globals.compilationHash } : {}),
  }
}

/** Sets the same globals as Gatsby's script, from its own element's data attributes. */
export const PAGE_GLOBALS_SCRIPT =
  '(function(s){window.pagePath=s.getAttribute("data-page-path");' +
  'var h=s.getAttribute("data-compilation-hash");if(h)window.___webpackCompilationHash=h})(document.currentScript)'
