import type { GatsbyBrowser, GatsbySSR } from 'gatsby'
import React from 'react'
// First: the site-wide reset, base and utilities (their layers are declared by the tokens' style, src/lib/laika/css-layers.ts).
import './styles/global.css'
import { DraftBadge } from './components/publishing/DraftBadge'
import { PagePath } from './components/links/SiteLink'
import { barePath, layoutFor, type LayoutName } from './lib/navigation/layout-for'
import { AcademyLayout } from './layouts/academy/AcademyLayout'
import { BlogLayout } from './layouts/blog/BlogLayout'
import type { LayoutProps } from './layouts/chrome/SiteFrame'
import { ClassicLayout } from './layouts/classic/ClassicLayout'
import { DesignSystemLayout } from './layouts/design-system/DesignSystemLayout'
import { GlobalLayout } from './layouts/global/GlobalLayout'
import { MainLayout } from './layouts/main/MainLayout'
import { SlimFooterLayout } from './layouts/slim-footer/SlimFooterLayout'

const LAYOUTS: Record<LayoutName, React.ComponentType<LayoutProps>> = {
  main: MainLayout,
  academy: AcademyLayout,
  blog: BlogLayout,
  classic: ClassicLayout,
  'slim-footer': SlimFooterLayout,
  'design-system': DesignSystemLayout,
}

/**
 * Shared by gatsby-ssr and gatsby-browser (`gatsby develop`) so both render the same tree. The one
 * place a page's layout is chosen (SPEC 2.1), by its path: src/lib/navigation/layout-for.ts. The
 * path is also what links compare themselves with (SiteLink's PagePath).
 */
export const wrapPageElement: GatsbyBrowser['wrapPageElement'] & GatsbySSR['wrapPageElement'] = ({ element, props }) => {
  const pathname = barePath(props.location.pathname)
  const Layout = LAYOUTS[layoutFor(pathname)]
  // Set by createPages for a document shown as its draft, in `npm run preview` only.
  const draft = (props.pageContext as { cmsDraft?: boolean } | undefined)?.cmsDraft === true
  return (
    <PagePath.Provider value={pathname}>
      <Layout pathname={pathname}>
        {draft ? <DraftBadge /> : null}
        {element}
      </Layout>
    </PagePath.Provider>
  )
}

/** The global layout around every page: the popup layer and the cookie-banner slot (SPEC 2.1). */
export const wrapRootElement: GatsbyBrowser['wrapRootElement'] & GatsbySSR['wrapRootElement'] = ({ element }) => (
  <GlobalLayout>{element}</GlobalLayout>
)
