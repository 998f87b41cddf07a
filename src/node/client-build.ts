import type { GatsbyNode } from 'gatsby'
import type { BuildValues } from '../config/public-settings'
import { publicSettings, readServiceSettings } from '../config/site-config'
import type { AbCampaign } from '../lib/ab-testing'
import { searchBackend } from '../lib/search/backend'
import { StableCompilationHashPlugin } from './stable-compilation-hash'

/**
 * Gives browser and HTML-rendering code the public settings and the CMS's A/B campaigns
 * (src/config/public-settings.ts). Webpack's config is made after the nodes are sourced, so the
 * SiteWideContent node is there; the head scripts embed the campaigns at build (SPEC 4.7).
 * The browser build's compilation hash, which every page embeds, depends on the sources only, so a
 * warm build with no change rewrites no page (docs/architecture.md, build speed).
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions, plugins, getNodesByType }) => {
  if (stage === 'build-javascript') actions.setWebpackConfig({ plugins: [new StableCompilationHashPlugin()] })
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
      plugins.define({
        __THRESHOLD_BUILD__: JSON.stringify(values),
        // The browser's search settings, compiled into the search chunk only (src/components/search/backend.ts):
        // the public search key, never the admin key.
        SEARCH_BACKEND: JSON.stringify(searchBackend(settings.algolia)),
      }),
    ],
  })
}
