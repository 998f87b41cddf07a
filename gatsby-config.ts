import { existsSync } from 'node:fs'
import type { GatsbyConfig } from 'gatsby'
import { CMS_IMAGES_SOURCE, cmsImagesDir } from './src/node/content/image-source'
import { readServiceSettings, site } from './src/config/site-config'
import { securityHeaders } from './src/node/security/security-headers'
import { localAdapter, netlifyAdapter } from './src/node/security/adapter'

// Reading the settings here makes an invalid environment variable stop the build at once.
const settings = readServiceSettings(process.env, __dirname)

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.brand.name,
    siteUrl: settings.siteUrl,
    // The footer's copyright year (SPEC 2.5) is the build's: a browser clock in another year (on
    // 1 January, say) would otherwise render a different text than the server HTML it hydrates.
    copyrightYear: new Date().getFullYear(),
  },
  // One trailing-slash policy everywhere: paths never end in '/', except the home page.
  trailingSlash: 'never',
  // The security and caching headers, declared once (docs/deploy.md): the adapter writes them for
  // the host, and `npm run serve` applies them too, with the build's inline-script hashes.
  headers: securityHeaders(settings),
  // Production runs on Netlify through Gatsby's adapter; Netlify's builds set NETLIFY=true. Every
  // other build stays a plain public/ (no _headers, _redirects or .netlify/ functions bundle) and
  // its adapter only writes what `npm run serve` serves (docs/deploy.md).
  adapter: process.env.NETLIFY === 'true' ? netlifyAdapter() : localAdapter(),
  // The queries' TypeScript types (src/gatsby-types.d.ts, committed): `npm run develop` writes them,
  // and so does the build `npm test` type-checks after (`npm run build:e2e` sets GATSBY_TYPES_ON_BUILD=1).
  // The host's build does not: it is a developer's file, and writing it took 0.5-2.7 s of every
  // publish at 10,000 documents (docs/architecture.md, "Sourcing only what changed").
  graphqlTypegen: { typesOutputPath: 'src/gatsby-types.d.ts', generateOnBuild: process.env.GATSBY_TYPES_ON_BUILD === '1' },
  plugins: [
    // The browser runs Preact's compatibility layer, about 34 KiB less JavaScript on every page
    // (docs/architecture.md, "Preact"); the build's Node code still uses React.
    'gatsby-plugin-preact',
    // Images (src/node/content/images.ts): sharp resizes the embedded dataset's own files, which
    // sit in the images/ folder beside data.ndjson, into gatsby-plugin-image's data. The plugin
    // itself is not registered: the site renders that data without its runtime or head scripts
    // (src/components/media/ContentImage.tsx).
    'gatsby-plugin-sharp',
    ...(settings.cms.kind === 'embedded' && existsSync(cmsImagesDir(settings.cms.datasetPath))
      ? [{ resolve: 'gatsby-source-filesystem', options: { name: CMS_IMAGES_SOURCE, path: cmsImagesDir(settings.cms.datasetPath) } }]
      : []),
  ],
}

export default config
