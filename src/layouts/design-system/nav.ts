import { site } from '../../config/site-config'

const base = `/${site.designSystem.slug}`

export interface NavSection {
  title: string
  links: ReadonlyArray<{ title: string; href: string }>
}

/** The side navigation: the nine routes of the documentation area (SPEC 2.15) and the component pages. */
export const DESIGN_SYSTEM_NAV: readonly NavSection[] = [
  { title: 'Start', links: [{ title: 'Overview', href: base }] },
  {
    title: 'Foundations',
    links: [
      { title: 'Layout', href: `${base}/foundations/layout` },
      { title: 'Typography', href: `${base}/foundations/typography` },
      { title: 'Color', href: `${base}/foundations/color` },
      { title: 'Space', href: `${base}/foundations/space` },
      { title: 'Responsiveness', href: `${base}/foundations/responsiveness` },
    ],
  },
  {
    title: 'Theming',
    links: [
      { title: 'Theming system', href: `${base}/theming-system` },
      { title: 'Theming sandbox', href: `${base}/theming-sandbox` },
    ],
  },
  {
    title: 'Patterns',
    links: [
      { title: 'Banners', href: `${base}/components/banners` },
      { title: 'Popup layer', href: `${base}/components/popup-layer` },
      { title: 'Sections', href: `${base}/components/sections` },
    ],
  },
  { title: 'Reference', links: [{ title: 'Design tokens', href: `${base}/design-tokens` }] },
]
