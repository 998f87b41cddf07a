import { site } from '../../config/site-config'

/** SPEC 2.5: a footer link. */
interface FooterLink {
  title: string
  href: string
  newTab?: boolean
  subtitle?: string
}

export interface FooterColumn {
  title: string
  links: FooterLink[]
}

const brand = site.brand

/** The main footer's four link columns (SPEC 2.5, main layout): every route it lists, and the external sites in new tabs. */
export const NEW_FOOTER_COLUMNS: FooterColumn[] = [
  {
    title: 'Product',
    links: [
      { title: 'Access control system', href: '/access-control-system' },
      { title: 'Deployments', href: '/access-control-deployments' },
      { title: 'Benefits', href: '/access-control-benefits' },
      { title: `Why ${brand.name}`, href: `/why-${brand.slug}` },
      { title: 'Enterprise', href: '/enterprise' },
      { title: 'Accessories', href: '/products/accessories' },
      { title: 'Hardware ecosystem', href: '/hardware-ecosystem' },
      { title: 'Integrations', href: '/integrations' },
      { title: 'Pricing', href: '/pricing' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { title: 'Learning hub', href: '/resources' },
      { title: 'Academy', href: '/academy' },
      { title: 'Blog', href: '/blog' },
      { title: 'Customers', href: '/customers' },
      { title: 'Guide downloads', href: '/download' },
      { title: 'Office occupancy index', href: '/office-occupancy-index' },
      { title: `${brand.name} Connect video sessions`, href: `/${brand.slug}-connect-video-sessions` },
      { title: 'Product updates', href: '/updates' },
    ],
  },
  {
    title: 'Company',
    links: [
      { title: 'About', href: '/about' },
      { title: 'Careers', href: '/careers', subtitle: 'We’re hiring' },
      { title: 'Partners', href: '/resellers' },
      { title: 'Brand resources', href: site.brandUrl },
    ],
  },
  {
    title: 'Support',
    links: [
      { title: 'Book a demo', href: '/demo' },
      { title: 'Support request', href: '/support-request' },
      { title: 'Contact us', href: '/contact-us' },
      { title: 'Product docs', href: site.docsUrl },
      { title: 'Help centre', href: site.helpCentreUrl },
      { title: 'API docs', href: site.apiDocsUrl },
      { title: `Sales: ${site.phone.display}`, href: `tel:${site.phone.e164}` },
    ],
  },
]

/** The classic footer's four columns (SPEC 2.5, classic layout), exactly as the specification lists them. */
export const OLD_FOOTER_COLUMNS: FooterColumn[] = [
  {
    title: 'Products',
    links: [
      { title: 'Access control system', href: '/access-control-system' },
      { title: 'Reader', href: '/products/reader' },
      { title: 'Controller', href: '/products/controller' },
      { title: 'Access methods', href: '/products/access-methods' },
      { title: 'Cloud management dashboard', href: '/products/cloud-management-dashboard' },
      { title: 'Integrations', href: '/integrations' },
    ],
  },
  {
    title: 'Learn More',
    links: [
      { title: 'How it works', href: '/how-it-works' },
      { title: 'Get a quote', href: '/quote' },
      { title: 'Pricing', href: '/pricing' },
      { title: 'Customers', href: '/customers' },
      { title: 'Security', href: '/security' },
      { title: 'Local access control', href: '/access-control' },
    ],
  },
  {
    title: 'Company',
    links: [
      { title: 'About', href: '/about' },
      { title: 'Careers', href: '/careers' },
      { title: 'Resellers', href: '/resellers' },
      { title: 'Blog', href: '/blog' },
      { title: 'Academy', href: '/academy' },
      { title: 'Download', href: '/download' },
    ],
  },
  {
    title: 'Help',
    links: [
      { title: 'Help centre', href: site.helpCentreUrl },
      { title: 'Contact us', href: '/contact-us' },
      { title: 'Press', href: '/press' },
      { title: site.phone.display, href: `tel:${site.phone.e164}` },
    ],
  },
]

/** The main footer's three social links (SPEC 2.5). */
export const NEW_FOOTER_SOCIAL = [site.social.professional, site.social.microBlogging, site.social.photo]

/** The classic footer's social links: photo, micro-blogging and social networks, plus the optional professional one. */
export const OLD_FOOTER_SOCIAL = [site.social.photo, site.social.microBlogging, site.social.social, site.social.professional]
