import { site } from '../../../config/site-config'
import type { ClassicNavItem } from '../../../lib/classic-nav'

const { name, slug } = site.brand
const icon = (file: string): { src: string } => ({ src: `/icons/nav/${file}.svg` })

/** The classic navigation's fixed menu (SPEC 2.2 Reading A): four popups, then the plain links. */
export const CLASSIC_MENU: ClassicNavItem[] = [
  {
    type: 'popup',
    text: 'Access control',
    topics: [
      {
        text: 'Platform',
        items: [
          { text: 'Product overview', href: '/access-control-system' },
          { text: 'Benefits', href: '/access-control-benefits' },
          { text: 'Deployments', href: '/access-control-deployments' },
          { text: `Why ${name}`, href: `/why-${slug}` },
          { text: 'Industries', href: '/industry' },
          { text: 'Integrations', href: '/integrations' },
        ],
      },
      {
        text: 'Products',
        items: [
          { text: 'Reader', href: '/products/reader', icon: icon('reader') },
          { text: 'Controller', href: '/products/controller', icon: icon('controller') },
          { text: 'Video intercom', href: '/products/video-intercom', icon: icon('video-intercom') },
          { text: 'Cloud management dashboard', href: '/products/cloud-management-dashboard', icon: icon('dashboard') },
          { text: 'Access control app', href: '/access-control-app', icon: icon('app') },
          { text: 'Video surveillance', href: '/products/video-surveillance', icon: icon('video-surveillance') },
          { text: 'Access methods', href: '/products/access-methods', icon: icon('access-methods') },
        ],
      },
    ],
  },
  {
    type: 'popup',
    text: 'Solutions',
    topics: [
      {
        text: 'Features',
        items: [
          { text: `Employee badges in ${site.walletProvider === 'apple' ? 'Apple' : site.walletProvider} Wallet`, href: `/features/employee-badges-in-${site.walletProvider}-wallet` },
          { text: 'Global access control', href: '/features/global-access-control' },
          { text: 'Hybrid workplace security', href: '/features/hybrid-workplace-security' },
          { text: 'Commercial building security', href: '/features/commercial-building-security' },
          { text: 'Mobile app', href: '/features/mobile-app' },
          { text: 'Badge access system', href: '/features/badge-access-system' },
          { text: 'Visitor access', href: '/features/visitor-access' },
          { text: 'Lockdown', href: '/features/lockdown' },
          { text: 'Elevator access', href: '/features/elevator-access' },
        ],
      },
      { text: 'Compare', items: [{ text: `${name} vs smart locks`, href: '/compare-us/smartlocks' }] },
    ],
  },
  {
    type: 'popup',
    text: 'Resources',
    topics: [
      {
        items: [
          { text: 'About', href: '/about' },
          { text: 'Blog', href: '/blog' },
          { text: 'Case studies', href: '/customers' },
          { text: 'Learning hub', href: '/resources' },
          { text: 'Local access control', href: '/access-control' },
          { text: 'Product updates', href: '/updates' },
          { text: 'Product documentation', href: site.docsUrl },
          { text: 'Resellers', href: '/resellers' },
          { text: 'Careers', href: '/careers' },
          { text: 'Showroom', href: '/showroom' },
        ],
      },
    ],
  },
  {
    type: 'popup',
    text: 'Industries',
    topics: [
      {
        items: [
          { text: 'Real estate', href: '/industry/real-estate' },
          { text: 'Fitness', href: '/industry/fitness' },
          { text: 'Local government', href: '/industry/local-government' },
          { text: 'Healthcare', href: '/industry/healthcare' },
          { text: 'Education', href: '/industry/education' },
          { text: 'Manufacturing', href: '/industry/manufacturing' },
          { text: 'Finance', href: '/industry/finance' },
          { text: 'High tech', href: '/industry/high-tech' },
          { text: 'Media', href: '/industry/media' },
          { text: 'Enterprise', href: '/enterprise' },
        ],
      },
    ],
  },
  { type: 'link', text: 'Pricing', link: { href: '/pricing' } },
  { type: 'link', text: 'Sign-in', link: { href: `${site.signInHost}/users/sign_in` } },
  { type: 'cta', text: 'Get demo', link: { href: '/quote' } },
]
