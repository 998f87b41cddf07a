// The site's chrome as content: the top banner (SPEC 2.4), both footers' link columns and social
// links (SPEC 2.5) and the classic navigation (SPEC 2.2 Reading A, 3.7), each a document of a fixed
// id (src/config/site-config.ts). Texts and routes are the SPEC's ({brand} Threshold, {wallet-provider} apple).

const PHONE = { display: '+1 415 555 0142', e164: '+14155550142' }
const link = (title, href, extra = {}) => ({ _type: 'footerLink', title, href, ...extra })
const column = (title, links) => ({ _type: 'footerColumn', title, links })
const profile = {
  photo: { _type: 'socialLink', name: 'Instagram', url: 'https://www.instagram.com/threshold.example' },
  microBlogging: { _type: 'socialLink', name: 'X', url: 'https://x.com/threshold_example' },
  social: { _type: 'socialLink', name: 'Facebook', url: 'https://www.facebook.com/threshold.example' },
  professional: { _type: 'socialLink', name: 'LinkedIn', url: 'https://www.linkedin.com/company/threshold-example' },
}
const HELP_CENTRE = 'https://help.threshold.example'
const DOCS = 'https://docs.threshold.example'

export const topBanner = {
  _id: 'topBanner',
  _type: 'topBanner',
  text: 'The Threshold video intercom is now shipping.',
  // The launch page, tagged so analytics can tell visits from the banner.
  link: {
    _type: 'button',
    text: 'Meet the video intercom',
    href: '/products/video-intercom?utm_source=website&utm_medium=top-banner&utm_campaign=video-intercom-launch',
  },
  buyLink: { _type: 'button', text: 'Buy now', href: 'https://store.threshold.example/video-intercom' },
  position: 'static',
}

/** The main footer's four link columns and three social links (SPEC 2.5, main layout). */
const mainFooter = {
  _id: 'footer.main',
  _type: 'footer',
  title: 'Main footer',
  columns: [
    column('Product', [
      link('Access control system', '/access-control-system'),
      link('Deployments', '/access-control-deployments'),
      link('Benefits', '/access-control-benefits'),
      link('Why Threshold', '/why-threshold'),
      link('Enterprise', '/enterprise'),
      link('Accessories', '/products/accessories'),
      link('Hardware ecosystem', '/hardware-ecosystem'),
      link('Integrations', '/integrations'),
      link('Pricing', '/pricing'),
    ]),
    column('Resources', [
      link('Learning hub', '/resources'),
      link('Academy', '/academy'),
      link('Blog', '/blog'),
      link('Customers', '/customers'),
      link('Guide downloads', '/download'),
      link('Office occupancy index', '/office-occupancy-index'),
      link('Threshold Connect video sessions', '/threshold-connect-video-sessions'),
      link('Product updates', '/updates'),
    ]),
    column('Company', [
      link('About', '/about'),
      link('Careers', '/careers', { subtitle: 'We’re hiring' }),
      link('Partners', '/resellers'),
      link('Brand resources', 'https://brand.threshold.example'),
    ]),
    column('Support', [
      link('Book a demo', '/demo'),
      link('Support request', '/support-request'),
      link('Contact us', '/contact-us'),
      link('Product docs', DOCS),
      link('Help centre', HELP_CENTRE),
      link('API docs', 'https://developers.threshold.example'),
      link(`Sales: ${PHONE.display}`, `tel:${PHONE.e164}`),
    ]),
  ],
  social: [profile.professional, profile.microBlogging, profile.photo],
}

/** The classic footer's four columns, as SPEC 2.5 lists them, and its social links: photo, micro-blogging, social and professional networks. */
const classicFooter = {
  _id: 'footer.classic',
  _type: 'footer',
  title: 'Classic footer',
  columns: [
    column('Products', [
      link('Access control system', '/access-control-system'),
      link('Reader', '/products/reader'),
      link('Controller', '/products/controller'),
      link('Access methods', '/products/access-methods'),
      link('Cloud management dashboard', '/products/cloud-management-dashboard'),
      link('Integrations', '/integrations'),
    ]),
    column('Learn More', [
      link('How it works', '/how-it-works'),
      link('Get a quote', '/quote'),
      link('Pricing', '/pricing'),
      link('Customers', '/customers'),
      link('Security', '/security'),
      link('Local access control', '/access-control'),
    ]),
    column('Company', [
      link('About', '/about'),
      link('Careers', '/careers'),
      link('Resellers', '/resellers'),
      link('Blog', '/blog'),
      link('Academy', '/academy'),
      link('Download', '/download'),
    ]),
    column('Help', [
      link('Help centre', HELP_CENTRE),
      link('Contact us', '/contact-us'),
      link('Press', '/press'),
      link(PHONE.display, `tel:${PHONE.e164}`),
    ]),
  ],
  social: [profile.photo, profile.microBlogging, profile.social, profile.professional],
}

export const footers = [mainFooter, classicFooter]

const navLink = (text, href, iconFile) => ({
  _type: 'classicNavLink',
  text,
  href,
  ...(iconFile ? { icon: { _type: 'classicNavIcon', src: `/icons/nav/${iconFile}.svg` } } : {}),
})
const popup = (text, topics) => ({
  _type: 'classicNavItem',
  type: 'popup',
  text,
  topics: topics.map(([heading, items]) => ({ _type: 'classicNavTopic', ...(heading ? { text: heading } : {}), items })),
})
const navItem = (type, text, href) => ({ _type: 'classicNavItem', type, text, link: { _type: 'classicNavItemLink', href } })

/** The classic navigation's fixed menu (SPEC 2.2 Reading A): four popups, then the plain links. */
export const classicNavigation = {
  _id: 'classicNavigation',
  _type: 'classicNavigation',
  items: [
    popup('Access control', [
      [
        'Platform',
        [
          navLink('Product overview', '/access-control-system'),
          navLink('Benefits', '/access-control-benefits'),
          navLink('Deployments', '/access-control-deployments'),
          navLink('Why Threshold', '/why-threshold'),
          navLink('Industries', '/industry'),
          navLink('Integrations', '/integrations'),
        ],
      ],
      [
        'Products',
        [
          navLink('Reader', '/products/reader', 'reader'),
          navLink('Controller', '/products/controller', 'controller'),
          navLink('Video intercom', '/products/video-intercom', 'video-intercom'),
          navLink('Cloud management dashboard', '/products/cloud-management-dashboard', 'dashboard'),
          navLink('Access control app', '/access-control-app', 'app'),
          navLink('Video surveillance', '/products/video-surveillance', 'video-surveillance'),
          navLink('Access methods', '/products/access-methods', 'access-methods'),
        ],
      ],
    ]),
    popup('Solutions', [
      [
        'Features',
        [
          navLink('Employee badges in Apple Wallet', '/features/employee-badges-in-apple-wallet'),
          navLink('Global access control', '/features/global-access-control'),
          navLink('Hybrid workplace security', '/features/hybrid-workplace-security'),
          navLink('Commercial building security', '/features/commercial-building-security'),
          navLink('Mobile app', '/features/mobile-app'),
          navLink('Badge access system', '/features/badge-access-system'),
          navLink('Visitor access', '/features/visitor-access'),
          navLink('Lockdown', '/features/lockdown'),
          navLink('Elevator access', '/features/elevator-access'),
        ],
      ],
      ['Compare', [navLink('Threshold vs smart locks', '/compare-us/smartlocks')]],
    ]),
    popup('Resources', [
      [
        null,
        [
          navLink('About', '/about'),
          navLink('Blog', '/blog'),
          navLink('Case studies', '/customers'),
          navLink('Learning hub', '/resources'),
          navLink('Local access control', '/access-control'),
          navLink('Product updates', '/updates'),
          navLink('Product documentation', DOCS),
          navLink('Resellers', '/resellers'),
          navLink('Careers', '/careers'),
          navLink('Showroom', '/showroom'),
        ],
      ],
    ]),
    popup('Industries', [
      [
        null,
        [
          navLink('Real estate', '/industry/real-estate'),
          navLink('Fitness', '/industry/fitness'),
          navLink('Local government', '/industry/local-government'),
          navLink('Healthcare', '/industry/healthcare'),
          navLink('Education', '/industry/education'),
          navLink('Manufacturing', '/industry/manufacturing'),
          navLink('Finance', '/industry/finance'),
          navLink('High tech', '/industry/high-tech'),
          navLink('Media', '/industry/media'),
          navLink('Enterprise', '/enterprise'),
        ],
      ],
    ]),
    navItem('link', 'Pricing', '/pricing'),
    navItem('link', 'Sign-in', 'https://app.threshold.example/users/sign_in'),
    navItem('cta', 'Get demo', '/quote'),
  ],
}

export const chrome = [topBanner, ...footers, classicNavigation]
