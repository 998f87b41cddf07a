import type { IslandModule } from './island-module'

/**
 * Every island of the site, by the name its root element carries (`data-island`), and where its
 * code is. Each is a chunk of its own, named `island-<name>` (the build's island manifest lists
 * its files by that name: src/node/islands/island-manifest-plugin.ts), so a page loads only the code of
 * the islands it has. Add an island here and render its root with `useIsland` (page-islands.tsx).
 */
export const ISLANDS = {
  'lead-form': () => import(/* webpackChunkName: "island-lead-form" */ '../components/forms/lead-form.island'),
  'theming-sandbox': () => import(/* webpackChunkName: "island-theming-sandbox" */ '../components/laika-docs/theming-sandbox.island'),
  'search-page': () => import(/* webpackChunkName: "island-search-page" */ '../components/search/search-page.island'),
  'search-button': () => import(/* webpackChunkName: "island-search-button" */ '../components/search/search-button.island'),
  'popup-example': () => import(/* webpackChunkName: "island-popup-example" */ '../components/laika-docs/popup-example.island'),
  newsletter: () => import(/* webpackChunkName: "island-newsletter" */ '../components/footer/newsletter.island'),
  toc: () => import(/* webpackChunkName: "island-toc" */ '../components/content/toc.island'),
} satisfies Record<string, () => Promise<IslandModule>>

export type IslandName = keyof typeof ISLANDS

export function isIslandName(name: string): name is IslandName {
  return Object.prototype.hasOwnProperty.call(ISLANDS, name)
}
