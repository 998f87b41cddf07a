/** The site layouts (SPEC 2.1) that exist so far; the others join this table as they are built. */
export type LayoutName = 'main' | 'design-system'

/** Route prefix → layout, first match wins. A prefix matches itself and the paths below it. */
const ROUTES: ReadonlyArray<readonly [prefix: string, layout: LayoutName]> = [['/laika', 'design-system']]

/** The layout of the page at `pathname`; every page not listed uses the main layout (SPEC 2.1, 2.15). */
export function layoutFor(pathname: string): LayoutName {
  const match = ROUTES.find(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`))
  return match ? match[1] : 'main'
}

/** Whether two paths are the same page, ignoring a trailing slash (the site has none, SPEC 2.18). */
export function isSamePath(a: string, b: string): boolean {
  const strip = (p: string): string => (p.length > 1 ? p.replace(/\/+$/, '') : p)
  return strip(a) === strip(b)
}
