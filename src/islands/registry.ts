import type { IslandName } from './island-names'
import type { IslandModule } from './island-module'

/**
 * Every island of the site, by the name its root element carries (`data-island`), and where its
 * code is. Each is a chunk of its own, named `island-<name>` (the build's island manifest lists
 * its files by that name: src/node/islands/island-manifest-plugin.ts), so a page loads only the code of
 * the islands it has. Add an island's name to island-names.ts, its code here, and render its root
 * with `useIsland` (page-islands.tsx).
 */
export const ISLANDS = {
  banner: () => import(/* webpackChunkName: "island-banner" */ '../components/banners/banner.island'),
  'cookie-banner': () => import(/* webpackChunkName: "island-cookie-banner" */ '../components/consent/cookie-banner.island'),
  'cookie-settings': () => import(/* webpackChunkName: "island-cookie-settings" */ '../components/consent/cookie-settings.island'),
  'device-class': () => import(/* webpackChunkName: "island-device-class" */ '../components/laika-docs/device-class.island'),
  filter: () => import(/* webpackChunkName: "island-filter" */ '../components/collections/filter.island'),
  'hubspot-form': () => import(/* webpackChunkName: "island-hubspot-form" */ '../components/forms/hubspot-form.island'),
  'job-offer-by-id': () => import(/* webpackChunkName: "island-job-offer-by-id" */ '../components/careers/job-offer-by-id.island'),
  'lead-form': () => import(/* webpackChunkName: "island-lead-form" */ '../components/forms/lead-form.island'),
  navigation: () => import(/* webpackChunkName: "island-navigation" */ '../components/navigation/navigation.island'),
  newsletter: () => import(/* webpackChunkName: "island-newsletter" */ '../components/footer/newsletter.island'),
  'popup-example': () => import(/* webpackChunkName: "island-popup-example" */ '../components/laika-docs/popup-example.island'),
  'scroll-to-top': () => import(/* webpackChunkName: "island-scroll-to-top" */ '../components/laika/ScrollToTop/scroll-to-top.island'),
  'search-button': () => import(/* webpackChunkName: "island-search-button" */ '../components/search/search-button.island'),
  'search-page': () => import(/* webpackChunkName: "island-search-page" */ '../components/search/search-page.island'),
  'side-nav': () => import(/* webpackChunkName: "island-side-nav" */ '../layouts/design-system/side-nav.island'),
  'theming-sandbox': () => import(/* webpackChunkName: "island-theming-sandbox" */ '../components/laika-docs/theming-sandbox.island'),
  toc: () => import(/* webpackChunkName: "island-toc" */ '../components/content/toc.island'),
  tooltip: () => import(/* webpackChunkName: "island-tooltip" */ '../components/laika/Tooltip/tooltip.island'),
  'tracking-script': () => import(/* webpackChunkName: "island-tracking-script" */ '../components/consent/tracking-script.island'),
  video: () => import(/* webpackChunkName: "island-video" */ '../components/media/video.island'),
} satisfies Record<IslandName, () => Promise<IslandModule>>
