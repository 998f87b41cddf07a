import { loadStaticModules, registerStaticModules } from './static-modules'

/**
 * Where the code of static parts is (static-modules.ts): each module in a chunk of its own.
 * Imported by the entry files only (gatsby-browser, gatsby-ssr, the component tests' setup), so no
 * component's imports lead back to the code it renders.
 */
registerStaticModules({
  richText: () => import('../content/RichText'),
  sections: () => import('../sections/section-views'),
})

// The build renders every part: it loads the code as its renderer starts, before any page is rendered.
if (typeof window === 'undefined') void loadStaticModules()
