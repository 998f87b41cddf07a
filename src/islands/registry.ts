import type { IslandModule } from './island-module'

/**
 * Every island of the site, by the name its root element carries (`data-island`), and where its
 * code is. Each is a chunk of its own, named `island-<name>` (the build's island manifest lists
 * its files by that name: src/node/islands/island-manifest.ts), so a page loads only the code of
 * the islands it has. Add an island here and render its root with `useIsland` (page-islands.tsx).
 */
export const ISLANDS = {
  'cookie-banner': () => import(/* webpackChunkName: "island-cookie-banner" */ '../components/consent/cookie-banner.island'),
  'cookie-settings': () => import(/* webpackChunkName: "island-cookie-settings" */ '../components/consent/cookie-settings.island'),
  filter: () => import(/* webpackChunkName: "island-filter" */ '../components/collections/filter.island'),
  'hubspot-form': () => import(/* webpackChunkName: "island-hubspot-form" */ '../components/forms/hubspot-form.island'),
  'job-offer-by-id': () => import(/* webpackChunkName: "island-job-offer-by-id" */ '../components/careers/job-offer-by-id.island'),
  'lead-form': () => import(/* webpackChunkName: "island-lead-form" */ '../components/forms/lead-form.island'),
  newsletter: () => import(/* webpackChunkName: "island-newsletter" */ '../components/footer/newsletter.island'),
  toc: () => import(/* webpackChunkName: "island-toc" */ '../components/content/toc.island'),
  'tracking-script': () => import(/* webpackChunkName: "island-tracking-script" */ '../components/consent/tracking-script.island'),
  video: () => import(/* webpackChunkName: "island-video" */ '../components/media/video.island'),
} satisfies Record<string, () => Promise<IslandModule>>

export type IslandName = keyof typeof ISLANDS

export function isIslandName(name: string): name is IslandName {
  return Object.prototype.hasOwnProperty.call(ISLANDS, name)
}
