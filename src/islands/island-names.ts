/**
 * The name of every island of the site, as its root element carries it (`data-island`). A module of
 * its own, apart from the registry of their code (registry.ts): components name their island through
 * `useIsland` (page-islands.tsx), and the registry imports the island modules, which import those
 * components, so the names cannot live with the code without a circle of imports.
 */
export const ISLAND_NAMES = [
  'banner',
  'cookie-banner',
  'cookie-settings',
  'device-class',
  'filter',
  'hubspot-form',
  'job-offer-by-id',
  'lead-form',
  'navigation',
  'newsletter',
  'popup-example',
  'scroll-to-top',
  'search-button',
  'search-page',
  'side-nav',
  'theming-sandbox',
  'toc',
  'tooltip',
  'tracking-script',
  'video',
] as const

export type IslandName = (typeof ISLAND_NAMES)[number]
