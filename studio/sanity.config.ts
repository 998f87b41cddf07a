import { defineConfig } from 'sanity'
import { structureTool } from 'sanity/structure'
import { PAGES, SINGLETON_TYPES, structure } from './structure'
import { publishKeepingOldAddress } from './slug-redirect'
import { schemaTypes } from './schema-types'
import { previewUrl } from './preview-url'
import { studioSettings } from './settings'

const { projectId, dataset } = studioSettings({
  // Each by name: the Studio's bundler replaces these expressions, not process.env as a whole.
  SANITY_STUDIO_PROJECT_ID: process.env.SANITY_STUDIO_PROJECT_ID,
  SANITY_STUDIO_DATASET: process.env.SANITY_STUDIO_DATASET,
})

/**
 * Threshold's Studio: the site's content model (src/content-model) with a desk by content type,
 * singletons where the site reads one document of a fixed id, and a link from every page to the
 * same page in `npm run preview`, and a Publish that keeps a page's old address as a redirect
 * (docs/studio.md).
 */
export default defineConfig({
  name: 'default',
  title: 'Threshold',
  projectId,
  dataset,
  plugins: [structureTool({ structure })],
  schema: {
    types: schemaTypes,
    // A singleton is never made from the "new document" menu: it exists once, under its fixed id.
    templates: (templates) => templates.filter(({ schemaType }) => !SINGLETON_TYPES.includes(schemaType)),
  },
  document: {
    productionUrl: async (prev, { document }) => previewUrl(document as { href?: unknown; project?: unknown }) ?? prev,
    actions: (actions, context) => {
      if (SINGLETON_TYPES.includes(context.schemaType)) return actions.filter(({ action }) => action !== 'duplicate' && action !== 'delete')
      // A page's Publish keeps its old address as a redirect when the address changed.
      return PAGES.includes(context.schemaType)
        ? actions.map((action) => (action.action === 'publish' ? publishKeepingOldAddress(action, context) : action))
        : actions
    },
  },
})
