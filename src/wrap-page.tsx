import type { GatsbyBrowser, GatsbySSR } from 'gatsby'
import React from 'react'
import { layoutFor, type LayoutName } from './lib/layout-for'
import { DesignSystemLayout } from './layouts/design-system/DesignSystemLayout'
import { MainLayout } from './layouts/main/MainLayout'
import './styles/global.css'

interface LayoutProps {
  pathname: string
  children: React.ReactNode
}

const LAYOUTS: Record<LayoutName, React.ComponentType<LayoutProps>> = {
  main: MainLayout,
  'design-system': DesignSystemLayout,
}

/**
 * Shared by gatsby-browser and gatsby-ssr so the server and the browser render the same tree.
 * The one place a page's layout is chosen (SPEC 2.1), by its path.
 */
export const wrapPageElement: GatsbyBrowser['wrapPageElement'] & GatsbySSR['wrapPageElement'] = ({ element, props }) => {
  const Layout = LAYOUTS[layoutFor(props.location.pathname)]
  return <Layout pathname={props.location.pathname}>{element}</Layout>
}
