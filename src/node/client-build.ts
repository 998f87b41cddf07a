import path from 'node:path'
import type { GatsbyNode } from 'gatsby'
import type { BuildValues } from '../config/public-settings'
import { publicSettings, readServiceSettings } from '../config/site-config'
import type { AbCampaign } from '../lib/ab-testing/ab-testing'
import { searchBackend } from '../lib/search/backend'
import { browserStylesheets, RendererFollowsStylesheetsPlugin, StableCompilationHashPlugin } from './stable-compilation-hash'

/**
 * mini-css-extract-plugin's `Conflicting order` warnings off (docs/architecture.md, "CSS order").
 * Gatsby bundles all CSS into one file, in an order webpack derives from every page's imports at
 * once; where pages disagree the plugin warns and picks one. Every stylesheet is in a cascade layer
 * (src/lib/laika/css-layers.ts), so that order decides nothing between layers; within a layer, the gate
 * scripts/check/css-order.ts (npm test) fails on any two rules of two files whose order would
 * decide a property of an element of a built page. That gate, not the warning, is the check.
 * Mutates the plugin's options in Gatsby's config object (the plugin reads them when it runs).
 */
export function ignoreCssOrderWarnings(config: { plugins?: unknown[] }): boolean {
  const extract = config.plugins?.find(
    (p): p is { options: { ignoreOrder?: boolean } } =>
      typeof p === 'object' &&
      p !== null &&
      p.constructor.name === 'MiniCssExtractPlugin' &&
      typeof (p as { options?: unknown }).options === 'object',
  )
  if (extract) extract.options.ignoreOrder = true
  return Boolean(extract)
}

/**
 * Gives browser and HTML-rendering code the public settings and the CMS's A/B campaigns
 * (src/config/public-settings.ts). Webpack's config is made after the nodes are sourced, so the
 * SiteWideContent node is there; the head scripts embed the campaigns at build (SPEC 4.7).
 * The browser build's compilation hash, which every page embeds, depends on the sources only, so a
 * warm build with no change rewrites no page; the HTML renderer's follows the stylesheets' names,
 * so a build after a CSS edit rewrites every page (docs/architecture.md, build speed).
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions, plugins, getNodesByType, getConfig }) => {
  if (stage === 'build-javascript') {
    // Without the plugin found, its warnings would come back unchecked: stop the build instead.
    if (!ignoreCssOrderWarnings((getConfig as () => { plugins?: unknown[] })()))
      throw new Error(
        'client-build: no MiniCssExtractPlugin in the browser build to set ignoreOrder on (docs/architecture.md, "CSS order")',
      )
    // Gatsby types its webpack plugin helpers loosely; this one is webpack's NormalModuleReplacementPlugin.
    const replaceModule = plugins.normalModuleReplacement as (pattern: RegExp, replacement: string) => unknown
    actions.setWebpackConfig({
      plugins: [
        new StableCompilationHashPlugin(),
        // Partytown's browser hook only acts in `gatsby develop`, and Gatsby's service-worker registration only
        // when a plugin asks for one (none does): the production bundle gets an empty module for each.
        replaceModule(/[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/, path.resolve('src/no-browser-plugin.ts')),
        replaceModule(/^\.\/register-service-worker$/, path.resolve('src/no-browser-plugin.ts')),
      ],
    })
  }
  if (stage === 'build-html') {
    const publicDir = path.join(process.cwd(), 'public')
    actions.setWebpackConfig({ plugins: [new RendererFollowsStylesheetsPlugin(() => browserStylesheets(publicDir))] })
  }
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
      }),
    ],
  })
}
