/**
 * What the browser build gives InstantSearch for the `qs` package (src/node/client-build.ts).
 * InstantSearch imports it for its history router's default URL format only, which /search
 * replaces with its own (SearchUi.tsx, src/lib/search/search-url.ts); the package and what it
 * pulls in are about 14 KiB gzip of the 300 KB budget to the first results (docs/search.md). A
 * call would mean InstantSearch needs it again: it fails loudly rather than writing a wrong URL.
 */
const leftOut = (): never => {
  throw new Error('qs is left out of the browser build (src/node/client-build.ts): give the history router createURL and parseURL')
}

export default { parse: leftOut, stringify: leftOut }
