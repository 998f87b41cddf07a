/** The six site layouts (SPEC 2.1). */
export type LayoutName = 'main' | 'academy' | 'blog' | 'classic' | 'slim-footer' | 'design-system'

/**
 * The one route table that decides a page's layout (SPEC 2.1). Route prefix → layout, first match
 * wins; a prefix matches itself and the paths below it. Every page not listed uses the main layout.
 * See docs/chrome.md, "Layouts", for why each route is here.
 */
const ROUTES: ReadonlyArray<readonly [prefix: string, layout: LayoutName]> = [
  // SPEC 2.15: the design-system documentation area.
  ['/laika', 'design-system'],
  ['/academy', 'academy'],
  ['/blog', 'blog'],
  // Paid landing pages (SPEC 2.14) and the conversion pages keep visitors on one task: a slim
  // footer with only the legal line.
  ['/lp', 'slim-footer'],
  ['/quote', 'slim-footer'],
  ['/demo', 'slim-footer'],
  // Classic pages that only the classic navigation and footer list (SPEC 2.2 Reading A, 2.5 classic footer)
  // and the comparison pages: they keep the classic chrome until they are redesigned.
  ['/access-control-benefits', 'classic'],
  ['/how-it-works', 'classic'],
  ['/security', 'classic'],
  ['/press', 'classic'],
  ['/showroom', 'classic'],
  ['/compare-us', 'classic'],
]

/** The layout of the page at `pathname` (SPEC 2.1). */
export function layoutFor(pathname: string): LayoutName {
  const path = stripTrailingSlash(pathname)
  const match = ROUTES.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`))
  return match ? match[1] : 'main'
}

/**
 * The path of the page shown, without query string or fragment. In the browser Gatsby's page path
 * carries the address's query string ('/?utm_source=x'), which the build's path has not; the
 * layout and the chrome are chosen from the bare path (docs/chrome.md, "Layouts").
 */
export function barePath(path: string): string {
  return path.replace(/[?#].*$/, '') || '/'
}

/** Whether two paths are the same page, ignoring a trailing slash (the site has none, SPEC 2.18). */
export function isSamePath(a: string, b: string): boolean {
  return stripTrailingSlash(a) === stripTrailingSlash(b)
}

function stripTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path
}
