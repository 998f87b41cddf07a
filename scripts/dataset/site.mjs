// Site-wide documents: companies, authors, A/B campaigns and the three nav-bar menus (SPEC 3.6, 7.3).
import { ALT, cover, portrait } from './art.mjs'
import { image, ref } from './lib.mjs'

const company = (id, name, website) => ({ _id: `company.${id}`, _type: 'company', name, website })

export const companies = [
  company('threshold', 'Threshold', 'https://www.threshold.example'),
  company('northwind', 'Northwind Properties', 'https://northwind.example'),
  company('brightline-fitness', 'Brightline Fitness', 'https://brightline-fitness.example'),
  company('riverbend-schools', 'Riverbend Unified School District', 'https://riverbend-schools.example'),
  company('halcyon-health', 'Halcyon Health Labs', 'https://halcyon-health.example'),
  company('alder-falls', 'City of Alder Falls', 'https://alderfalls.example'),
  company('kestrel-manufacturing', 'Kestrel Manufacturing', 'https://kestrel-mfg.example'),
  company('larkspur-bank', 'Larkspur Community Bank', 'https://larkspur-bank.example'),
  company('vantage-labs', 'Vantage Labs', 'https://vantage-labs.example'),
  company('beacon-media', 'Beacon Media Group', 'https://beacon-media.example'),
]

const author = (id, name, jobTitle, companyId, look) => ({
  _id: `author.${id}`,
  _type: 'author',
  name,
  jobTitle,
  company: ref(`company.${companyId}`),
  image: image(portrait(look), 400, 400, `Drawn portrait of ${name}, ${jobTitle}`),
})

export const authors = [
  author('maya-okafor', 'Maya Okafor', 'Head of Product Security', 'threshold', { palette: 'teal', skin: 3, hair: 5, style: 'curly' }),
  author('daniel-reyes', 'Daniel Reyes', 'Director of Facilities', 'northwind', {
    palette: 'sand',
    skin: 1,
    hair: 0,
    style: 'short',
    glasses: true,
  }),
  author('priya-natarajan', 'Priya Natarajan', 'Principal Solutions Engineer', 'threshold', {
    palette: 'indigo',
    skin: 2,
    hair: 0,
    style: 'long',
  }),
  author('tomas-lindqvist', 'Tomas Lindqvist', 'VP of Product', 'threshold', { palette: 'sky', skin: 0, hair: 3, style: 'short' }),
  author('grace-adeyemi', 'Grace Adeyemi', 'Compliance Lead', 'threshold', {
    palette: 'mint',
    skin: 5,
    hair: 1,
    style: 'bun',
    glasses: true,
  }),
  author('hana-kobayashi', 'Hana Kobayashi', 'Academy Instructor', 'threshold', { palette: 'coral', skin: 4, hair: 5, style: 'long' }),
  // Customer stories are written by Threshold and quote the customer: never bylined by the customer's own staff.
  author('elena-marsh', 'Elena Marsh', 'Customer Stories Editor', 'threshold', { palette: 'sky', skin: 2, hair: 1, style: 'bun' }),
  author('li-wei', 'Li Wei', 'Head of IT', 'brightline-fitness', { palette: 'navy', skin: 4, hair: 5, style: 'short' }),
  author('sofia-marchetti', 'Sofia Marchetti', 'Director of School Safety', 'riverbend-schools', {
    palette: 'slate',
    skin: 1,
    hair: 2,
    style: 'bun',
  }),
  author('james-whitfield', 'James Whitfield', 'Security Operations Manager', 'halcyon-health', {
    palette: 'sand',
    skin: 2,
    hair: 4,
    style: 'none',
    glasses: true,
  }),
  author('amara-osei', 'Amara Osei', 'Workplace Experience Lead', 'vantage-labs', { palette: 'teal', skin: 5, hair: 0, style: 'curly' }),
]

const campaign = (name, variations) => ({
  _id: `abCampaign.${name}`,
  _type: 'abCampaign',
  name,
  variations: variations.map(([n, chance]) => ({ name: n, chance })),
})

/** SPEC 4.7: chance is a percentage. The form-theme campaign has a variation named after the brand. */
export const campaigns = [
  campaign('hubspotFormTheme', [
    ['default', 50],
    ['threshold', 50],
  ]),
  campaign('homeHero', [
    ['control', 70],
    ['outcomes', 30],
  ]),
  campaign('pricingCta', [
    ['quote', 40],
    ['demo', 40],
    ['calculator', 20],
  ]),
]

const item = (title, href, extra = {}) => ({ _type: 'item', title, href, newTab: false, showArrow: false, ...extra })
const subItem = (title, href) => ({ _type: 'subItem', title, href, newTab: false, showArrow: false })
const title = (text) => ({ _type: 'title', title: text })
/** SPEC 3.6, 9.9: a card; `cardImage` is the image-CDN asset, `image` the dataset's own 310x257 file. */
const card = (href, publicId, eyebrow, cardTitle, footer, art, alt) => ({
  _type: 'card',
  href,
  cardImage: { _type: 'cloudinary.asset', public_id: publicId, resource_type: 'image' },
  image: image(art, 310, 257, alt, publicId),
  eyebrow,
  title: cardTitle,
  footer,
})
const menu = (id, menuTitle, columns) => ({
  _id: `navBarMenu.${id}`,
  _type: 'navBarMenu',
  title: menuTitle,
  columns: columns.map((items) => ({ items })),
})

export const menus = [
  menu('products', 'Products', [
    [
      title('Hardware'),
      item('Reader', '/products/reader'),
      item('Controller', '/products/controller'),
      item('Video intercom', '/products/video-intercom'),
      item('Video surveillance', '/products/video-surveillance'),
      item('Accessories', '/products/accessories'),
    ],
    [
      title('Software'),
      item('Cloud dashboard', '/products/cloud-management-dashboard'),
      item('Mobile app', '/access-control-app'),
      item('Access methods', '/products/access-methods'),
      subItem('Badges in Apple Wallet', '/features/employee-badges-in-apple-wallet'),
      subItem('Mobile unlock', '/features/mobile-app'),
      item('Integrations', '/integrations'),
    ],
    [
      title('Platform'),
      item('Product overview', '/access-control-system'),
      item('How it works', '/how-it-works'),
      item('Security and compliance', '/security'),
    ],
    [
      card(
        '/hardware-ecosystem',
        'nav/hardware-ecosystem',
        'Ecosystem',
        'Works with the locks you have',
        'See compatible hardware',
        cover('lock-maglock', 'green', 'nav-hardware', 310, 257),
        ALT['lock-maglock'],
      ),
    ],
  ]),
  menu('solutions', 'Solutions', [
    [
      title('Use cases'),
      item('Visitor access', '/features/visitor-access'),
      item('Lockdown', '/features/lockdown'),
      item('Badge access', '/features/badge-access-system'),
      item('Elevator access', '/features/elevator-access'),
      item('Hybrid workplace', '/features/hybrid-workplace-security'),
      item('Multi-site control', '/features/global-access-control'),
      item('Commercial buildings', '/features/commercial-building-security'),
      subItem('Threshold vs smart locks', '/compare-us/smartlocks'),
    ],
    [
      title('Industries'),
      item('Real estate', '/industry/real-estate'),
      item('Fitness', '/industry/fitness'),
      item('Local government', '/industry/local-government'),
      item('Healthcare and labs', '/industry/healthcare'),
      item('Education', '/industry/education'),
      subItem('School safety planning', '/guides/school-safety-planning'),
    ],
    [
      title('More industries'),
      item('Manufacturing', '/industry/manufacturing'),
      item('Finance', '/industry/finance'),
      item('High tech', '/industry/high-tech'),
      item('Media', '/industry/media'),
      item('Enterprise', '/enterprise'),
      item('All industries', '/industry', { showArrow: true }),
    ],
    [
      card(
        '/customers',
        'nav/customer-stories',
        'Customers',
        'How 38 buildings run from one dashboard',
        'Read customer stories',
        cover('city-sites-map', 'blue', 'nav-customers', 310, 257),
        ALT['city-sites-map'],
      ),
    ],
  ]),
  menu('resources', 'Resources', [
    [
      title('Learn'),
      item('Blog', '/blog'),
      item('Learning hub', '/resources'),
      item('Academy', '/academy'),
      subItem('Courses', '/academy/courses'),
      item('Guide downloads', '/download'),
      item('Customer stories', '/customers'),
    ],
    [
      title('Company'),
      item('About', '/about'),
      item('Careers', '/careers'),
      item('Press', '/press'),
      item('Showroom', '/showroom'),
      item('Partners', '/resellers'),
      item('Office occupancy index', '/office-occupancy-index'),
    ],
    [
      title('Help'),
      item('Documentation', '/docs'),
      item('Support request', '/support-request'),
      item('Contact us', '/contact-us'),
      item('Live video sessions', '/threshold-connect-video-sessions'),
      item('Product docs', 'https://docs.threshold.example', { newTab: true, showArrow: true }),
    ],
    // The comprehensive-guide card is the navigation's own (SPEC 2.2), so the menu offers another.
    [
      card(
        '/academy',
        'nav/academy',
        'Academy',
        'Free courses on access control and physical security',
        'Start learning',
        cover('rex-sensor', 'night', 'nav-academy', 310, 257),
        ALT['rex-sensor'],
      ),
    ],
  ]),
]
