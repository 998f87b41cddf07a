import { existsSync } from 'node:fs'
import type { GatsbyConfig } from 'gatsby'
import { CMS_IMAGES_SOURCE, cmsImagesDir } from './src/node/content/image-source'
import { readServiceSettings, site } from './src/config/site-config'

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
  graphqlTypegen: { typesOutputPath: 'src/gatsby-types.d.ts', generateOnBuild: true },
  plugins: [
    // Images (src/node/content/images.ts): gatsby-plugin-image renders them; sharp resizes the
    // embedded dataset's own files, which sit in the images/ folder beside data.ndjson.
    'gatsby-plugin-image',
    'gatsby-plugin-sharp',
    ...(settings.cms.kind === 'embedded' && existsSync(cmsImagesDir(settings.cms.datasetPath))
      ? [{ resolve: 'gatsby-source-filesystem', options: { name: CMS_IMAGES_SOURCE, path: cmsImagesDir(settings.cms.datasetPath) } }]
      : []),
  ],
}

export default config
