import React, { createContext, useContext } from 'react'
import { islandAttributes, type IslandLoad } from '../lib/islands/island-attributes'
import type { IslandName } from './island-names'

/** The islands a page's render met: each name, true when one of its roots loads at start. */
export type PageIslandSet = Map<IslandName, boolean>

const Collector = createContext<PageIslandSet | null>(null)

/** Each page's islands while the build renders it, by path: read and forgotten by onPreRenderHTML. */
const byPath = new Map<string, PageIslandSet>()

/**
 * Around a page the build renders (gatsby-ssr's wrapRootElement): the islands its tree renders are
 * noted, so the page links the code of those it loads at start and no other (src/pre-render-html.tsx).
 * Gatsby renders two pages of a worker at a time, so the notes are kept by path.
 */
export function PageIslands({ pathname, children }: { pathname: string; children: React.ReactNode }): React.JSX.Element {
  const islands: PageIslandSet = new Map()
  byPath.set(pathname, islands)
  return <Collector.Provider value={islands}>{children}</Collector.Provider>
}

/** The islands the page at `pathname` rendered (none if it was not rendered in this process), forgotten once read. */
export function takePageIslands(pathname: string): PageIslandSet {
  const islands = byPath.get(pathname) ?? new Map<IslandName, boolean>()
  byPath.delete(pathname)
  return islands
}

/**
 * The attributes of an island's root element (docs/islands.md), for a component that renders one:
 * `<nav {...useIsland('navigation')}>`. Props must be JSON; they are written into the HTML.
 */
export function useIsland(name: IslandName, options: { props?: unknown; load?: IslandLoad } = {}): Record<string, string> {
  const islands = useContext(Collector)
  if (islands) islands.set(name, islands.get(name) === true || (options.load ?? 'start') === 'start')
  return islandAttributes(name, options)
}
