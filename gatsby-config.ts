import type { GatsbyConfig } from 'gatsby'
import { readServiceSettings, site } from './src/config/site-config'

// Reading the settings here makes an invalid environment variable stop the build at once.
const settings = readServiceSettings(process.env, __dirname)

const config: GatsbyConfig = {
  siteMetadata: { title: site.brand.name, siteUrl: settings.siteUrl },
  // One trailing-slash policy everywhere: paths never end in '/', except the home page.
  trailingSlash: 'never',
  graphqlTypegen: { typesOutputPath: 'src/gatsby-types.d.ts', generateOnBuild: true },
  plugins: [],
}

export default config
