import path from 'node:path'
import type { GatsbyNode } from 'gatsby'
import type { BuildValues } from '../config/public-settings'
import { publicSettings, readServiceSettings } from '../config/site-config'
import type { AbCampaign } from '../lib/ab-testing/ab-testing'
import type { IslandManifest } from '../lib/islands/island-manifest'
import { searchBackend } from '../lib/search/backend'
import { IslandManifestPlugin } from './islands/island-manifest-plugin'

/** The browser build's entry for the islands (docs/islands.md), beside Gatsby's own `app`. */
export const ISLANDS_ENTRY = 'islands'

/** The island manifest of this build's browser bundle, for the HTML renderer built after it. */
let manifest: IslandManifest | undefined

/**
 * Webpack, through Gatsby's public hook (docs/islands.md):
 * - the browser build gets the islands' entry (src/islands/entry.ts) and reads off its files (the
 *   island manifest) once done; Gatsby builds the HTML renderer after the browser bundle, and the
 *   renderer gets the manifest compiled in (`ISLAND_MANIFEST`, read by src/pre-render-html.tsx): a
 *   change to the islands' code or to the stylesheet changes the renderer, so Gatsby renders every
 *   page again. `gatsby develop` has no manifest (null): its browser runs Gatsby's runtime.
 * - mini-css-extract-plugin's `Conflicting order` warnings are left out (webpack's `ignoreWarnings`):
 *   every stylesheet is in a cascade layer, and the gate scripts/check/css-order.ts, not the
 *   warning, checks that no page's look depends on that order (docs/architecture.md, "CSS order").
 * - browser and HTML code get the public settings and the CMS's A/B campaigns (src/config/public-settings.ts):
 *   webpack's config is made after the nodes are sourced, so the SiteWideContent node is there.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions, plugins, getNodesByType, getConfig }) => {
  if (stage === 'build-javascript') {
    manifest = undefined
    // setWebpackConfig leaves `entry` out of what it merges: a new entry takes replaceWebpackConfig.
    const config = (getConfig as () => { entry: Record<string, unknown> })()
    actions.replaceWebpackConfig({ ...config, entry: { ...config.entry, [ISLANDS_ENTRY]: path.resolve('src/islands/entry.ts') } })
    actions.setWebpackConfig({
      plugins: [
        new IslandManifestPlugin(ISLANDS_ENTRY, (built) => {
          manifest = built
        }),
      ],
      ignoreWarnings: [/Conflicting order/],
    })
  }
  if (stage === 'build-html' && !manifest)
    throw new Error('client-build: the HTML renderer is being built before the browser bundle, so the island manifest is missing')
  if (stage === 'build-javascript' || stage === 'develop') {
    // InstantSearch's `qs`, which /search's own URL functions make unused (src/components/search/qs-left-out.ts).
    actions.setWebpackConfig({ resolve: { alias: { qs: path.join(process.cwd(), 'src/components/search/qs-left-out.ts') } } })
  }
  const settings = readServiceSettings(process.env, process.cwd())
  const siteWide = getNodesByType('SiteWideContent')[0] as unknown as { abCampaigns?: AbCampaign[] } | undefined
  const values: BuildValues = {
    settings: publicSettings(settings),
    abCampaigns: (siteWide?.abCampaigns ?? []).map(({ name, variations }) => ({
      name,
      variations: variations.map((v) => ({ name: v.name, chance: v.chance })),
    })),
  }
  actions.setWebpackConfig({
    plugins: [
      (plugins.define as (definitions: Record<string, string>) => unknown)({
        __THRESHOLD_BUILD__: JSON.stringify(values),
        // The browser's search settings, compiled into the search chunk only (src/components/search/build-backend.ts):
        // the public search key, never the admin key.
        SEARCH_BACKEND: JSON.stringify(searchBackend(settings.algolia)),
        ISLAND_MANIFEST: JSON.stringify(stage === 'build-html' ? manifest : null),
      }),
    ],
  })
}
