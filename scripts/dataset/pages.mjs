// Landing pages (`_type: 'page'`): home, products, features, industries, company pages and the
// paid landing pages under /lp, the forms' thank-you pages. Sections: hero, richText, featureGrid,
// stats, ctaBanner, faq, leadForm …
import { ALT, cover, logoMark, portrait, productRender } from './art.mjs'
import {
  comparison,
  ctaSection,
  faq,
  grid,
  hero,
  hubspotForm,
  image,
  leadForm,
  logoWall,
  mediaText,
  pricingPlans,
  productCards,
  richText,
  routed,
  stats,
  steps,
  testimonial,
} from './lib.mjs'

/** A product card's picture: the product render at card size. */
const card = (motif, palette, alt) => image(productRender(motif, palette, 600, 400), 600, 400, alt)
/** The picture of a media-and-text row: a drawn scene at 4:3. */
const scene = (motif, palette, seed, alt) => image(cover(motif, palette, seed, 800, 600), 800, 600, alt)
/** A customer's logo mark, named by its alt text. */
const logo = (name, palette) => [name, image(logoMark(name, palette), 160, 160, `${name} logo`)]
/** A drawn photo for a testimonial. */
const photo = (name, look) => image(portrait(look), 400, 400, `Photo of ${name}`)

const CUSTOMER_LOGOS = [
  logo('Northwind Properties', 'navy'),
  logo('Brightline Fitness', 'coral'),
  logo('City of Alder Falls', 'teal'),
  logo('Halcyon Health Labs', 'indigo'),
  logo('Kestrel Manufacturing', 'slate'),
  logo('Larkspur Community Bank', 'mint'),
]

/**
 * One landing page. `art` is [motif, palette] for an illustration, or ['render', motif, palette]
 * for a product render; `alt` describes it.
 */
/** Icons for feature cards, picked by what a card talks about (the first rule that matches). */
const ICON_RULES = [
  ['phone', /phone|app\b|mobile|wallet|QR/i],
  ['shield', /secur|audit|SOC|encrypt|safe|lockdown|privacy|certif/i],
  ['cloud', /cloud|dashboard|API|sync|integrat|identity/i],
  ['clock', /schedul|hour|minute|day|time|fast|week/i],
  ['users', /people|team|tenant|visitor|guest|staff|member|partner|admin/i],
  ['chart', /data|report|occupan|margin|number|cost|pric/i],
  ['building', /building|site|floor|lift|campus|office|room/i],
]
const iconFor = (item) => ICON_RULES.find(([, re]) => re.test(`${item.title} ${item.text}`))?.[0] ?? 'lock'
const withIcons = (section) =>
  section._type === 'featureGrid' ? { ...section, items: section.items.map((item) => ({ icon: iconFor(item), ...item })) } : section

function page(id, href, { heading, headingAlt, sub, summary, art, alt, clId, noindex, canonical, sections }) {
  const [kind, ...rest] = art
  const svg = kind === 'render' ? productRender(...rest) : cover(kind, rest[0], id)
  return {
    _id: `page.${id}`,
    _type: 'page',
    ...routed(href),
    project: 'threshold',
    heading,
    headingAlt,
    subHeading: sub,
    summary,
    internalName: `Page: ${headingAlt}`,
    seo: {
      _type: 'seo',
      title: `${headingAlt} | Threshold`,
      description: summary,
      ...(noindex ? { noindex: true } : {}),
      ...(canonical ? { canonical } : {}),
    },
    mainImage: image(svg, 1200, 675, alt, clId ?? `pages/${id}`),
    sections: sections.map(withIcons),
  }
}

const DEMO = ['Get demo', '/quote']

/**
 * The forms' thank-you pages (SPEC 4.5 redirectUrl, src/lib/forms `thankYouPath`): what happens
 * next. Not for search engines.
 */
const THANKS_ART = {
  '/quote/thank-you': 'quote-sheet',
  '/demo/thank-you': 'screen-floorplan',
  '/resellers/thank-you': 'partner-portal',
  '/contact-us/thank-you': 'support-chat',
  '/newsletter/thank-you': 'press-kit',
  '/lp/video-intercom-offer/thank-you': 'intercom-delivery',
}
function thankYouPages() {
  const thanks = (id, href, headingAlt, heading, sub, next, cta) =>
    page(id, href, {
      heading,
      headingAlt,
      sub,
      summary: `${heading} ${sub}`,
      art: [THANKS_ART[href], 'green'],
      alt: ALT[THANKS_ART[href]],
      noindex: true,
      sections: [grid('What happens next', next), ctaSection(cta[0], cta[1], [cta[2]])],
    })
  return [
    thanks(
      'quote-thank-you',
      '/quote/thank-you',
      'Quote requested',
      'Thank you: your quote request is in',
      'A specialist reads it today.',
      [
        ['Within a working day', 'A specialist e-mails you to book a 30-minute call about your doors and sites.'],
        ['Within a week', 'You receive a proposal: hardware, licences and a certified partner’s installation estimate.'],
        ['Before you sign', 'Projects over 20 doors get a free site survey.', '/lp/free-site-survey'],
      ],
      ['While you wait', 'See how a deployment runs, step by step.', ['How it works', '/how-it-works']],
    ),
    thanks(
      'demo-thank-you',
      '/demo/thank-you',
      'Demo requested',
      'Thank you: your demo request is in',
      'We set up a demo site that looks like yours.',
      [
        ['Within a working day', 'A specialist e-mails you a choice of times for a 30-minute live demo.'],
        ['Before the demo', 'We configure doors, schedules and people like the buildings you described.'],
        ['On the call', 'Real hardware on camera, and your questions answered as we go.'],
      ],
      ['Curious already?', 'Take the tour of the mobile app.', ['Feature tour', '/features/mobile-app']],
    ),
    thanks(
      'resellers-thank-you',
      '/resellers/thank-you',
      'Application received',
      'Thank you: your partner application is in',
      'Our partner team reviews it.',
      [
        ['Within two working days', 'The partner team reviews your application and calls you.'],
        ['Certification', 'Your technicians book the two-day hardware course, online or in a showroom.'],
        ['Your first leads', 'Once certified, requests from your area reach you first.'],
      ],
      ['Start learning now', 'The academy courses are free for partners’ technicians.', ['Open the academy', '/academy']],
    ),
    thanks(
      'contact-thank-you',
      '/contact-us/thank-you',
      'Message sent',
      'Thank you: your message is in',
      'The right team answers it.',
      [
        ['Within a working day', 'Sales, partner and press messages get an answer from the team concerned.'],
        ['Support', 'Customers with an urgent problem get the fastest answer through a support ticket.', '/support-request'],
        ['By phone', 'Sales: +1 415 555 0142, Monday to Friday, 8:00 to 18:00 Pacific.'],
      ],
      ['Meanwhile', 'Read what our customers built with Threshold.', ['Customer stories', '/customers']],
    ),
    // The footer newsletter stays in place with JavaScript (SPEC 4.4); this page is for browsers without.
    thanks(
      'newsletter-thank-you',
      '/newsletter/thank-you',
      'Subscribed',
      'Thanks for connecting',
      'You are subscribed to our newsletter.',
      [
        ['Once a month', 'Product updates, new integrations and one customer story, in a short e-mail.'],
        ['No spam', 'We never share your address; every e-mail has a one-click unsubscribe link.'],
        ['Between issues', 'The blog has the longer reads.', '/blog'],
      ],
      ['See what is new', 'Every release, with what changed and why.', ['Product updates', '/updates']],
    ),
    // A campaign's own thank-you page: the offer's leads land here, so the campaign counts its own conversions.
    thanks(
      'lp-video-intercom-offer-thank-you',
      '/lp/video-intercom-offer/thank-you',
      'Bundle quote requested',
      'Thank you: your bundle quote is on its way',
      'The offer price is held for you until the end of the quarter.',
      [
        ['Within a working day', 'A specialist e-mails the bundle price for your entrances, with the partner’s installation estimate.'],
        ['Held for you', 'The bundle price stays yours until the end of the quarter, whenever you sign.'],
        ['Before installation', 'Our engineer reviews the partner’s plan for the intercom and its doors.'],
      ],
      ['While you wait', 'See how the intercom answers the door.', ['The video intercom', '/products/video-intercom']],
    ),
  ]
}

export const pages = [
  page('home', '/', {
    heading: 'Access control that runs in the cloud',
    headingAlt: 'Cloud access control',
    sub: 'Readers, controllers, a video intercom and one dashboard for every door you manage.',
    summary:
      'Threshold is cloud-based physical access control: door readers, controllers, video and a dashboard that runs every site from one place.',
    art: ['screen-overview', 'night'],
    alt: ALT['screen-overview'],
    sections: [
      hero(
        'Access control that runs in the cloud',
        'Unlock doors with a phone, a badge or a wave. Grant and revoke access in seconds, from anywhere.',
        DEMO,
        ['See how it works', '/how-it-works'],
      ),
      logoWall('Trusted by teams who open a lot of doors', CUSTOMER_LOGOS),
      productCards('Everything a door needs', [
        [
          'Reader',
          'Mobile, badge and PIN entry in one weather-sealed reader.',
          '/products/reader',
          card('reader-front', 'blue', ALT['reader-front']),
        ],
        [
          'Controller',
          'Four doors per controller, with offline caching of credentials if the network drops.',
          '/products/controller',
          card('controller-board', 'ink', ALT['controller-board']),
        ],
        [
          'Video intercom',
          'See who is at the door and let them in from the app.',
          '/products/video-intercom',
          card('intercom-front', 'night', ALT['intercom-front']),
        ],
        [
          'Cloud dashboard',
          'Schedules, roles and a searchable audit log for every site.',
          '/products/cloud-management-dashboard',
          card('screen-doors', 'blue', ALT['screen-doors']),
        ],
      ]),
      mediaText(undefined, [
        [
          'Open doors with the phone people already carry',
          'Touch-free unlock, wallet badges and guest passes replace the drawer of plastic cards at reception.',
          scene('app-unlock', 'green', 'home-phone', ALT['app-unlock']),
          ['Explore access methods', '/products/access-methods'],
        ],
        [
          'Every site on one screen',
          'Change a schedule for forty buildings before lunch, and see each door event with the video beside it.',
          scene('screen-floorplan', 'amber', 'home-dashboard', ALT['screen-floorplan']),
          ['Tour the dashboard', '/products/cloud-management-dashboard'],
        ],
      ]),
      stats('Trusted at thousands of doors', [
        ['12,400', 'doors managed'],
        ['99.99%', 'cloud uptime in 2025'],
        ['4 s', 'to lock down a 200-door campus'],
      ]),
      testimonial(
        'We replaced four access systems and a drawer of master keys. Our tenants now move in on the day they sign, not two days later.',
        'Daniel Reyes',
        'Director of Facilities',
        'Northwind Properties',
        photo('Daniel Reyes', { palette: 'sand', skin: 1, hair: 0, style: 'short', glasses: true }),
      ),
      faq('Questions we hear first', [
        [
          'Do I have to replace my locks?',
          'Usually not. The controller drives the electric strikes and maglocks most buildings already have; see the hardware ecosystem page for the list.',
        ],
        [
          'What happens if the internet goes down?',
          'Doors keep working. Each controller caches its credentials and schedules and uploads the events when the connection returns.',
        ],
      ]),
      ctaSection('See Threshold on your own doors', 'A 30-minute call with a specialist, tailored to your buildings.', [DEMO]),
    ],
  }),
  page('products-reader', '/products/reader', {
    heading: 'The Threshold Reader',
    headingAlt: 'Reader',
    sub: 'One reader for phones, badges, PINs and wallets.',
    summary: 'A weather-sealed door reader for mobile credentials, encrypted badges, PIN codes and wallet passes.',
    art: ['render', 'reader-front', 'blue'],
    alt: ALT['reader-front'],
    sections: [
      hero(
        'One reader for every way in',
        'Phones, DESFire badges, Apple Wallet passes and PIN codes, read in under 300 ms.',
        ['Get a quote', '/quote'],
        ['Compare access methods', '/products/access-methods'],
      ),
      richText(
        'How it reads',
        'The reader talks Bluetooth Low Energy and NFC, so a phone in a pocket opens the door as its owner walks up. Badges use encrypted DESFire EV3 cards; no card number travels in the clear.',
        'It connects to the [controller](/products/controller) over OSDP v2 with Secure Channel, so the cable between the door and the ceiling carries nothing worth sniffing.',
      ),
      stats('Built for doorways', [
        ['IP65', 'rated against rain and dust'],
        ['-30 to 60 °C', 'operating range'],
        ['IK08', 'impact rating'],
      ]),
      steps('Installed in an afternoon', [
        ['Mount', 'Screw the back plate to a single-gang box or a mullion; the reader clicks on.'],
        ['Connect', 'One four-wire OSDP cable back to the controller, powered over that cable.'],
        ['Enrol', 'Scan the QR code with the installer app and the reader joins its door.'],
      ]),
      productCards('Pairs well with', [
        [
          'Controller',
          'Runs the reader and three more doors from the ceiling.',
          '/products/controller',
          card('controller-wiring', 'green', ALT['controller-wiring']),
        ],
        [
          'Video intercom',
          'A reader, a camera and a call button for the main entrance.',
          '/products/video-intercom',
          card('intercom-call', 'night', ALT['intercom-call']),
        ],
        [
          'Accessories',
          'Mullion mounts, exit sensors and door contacts.',
          '/products/accessories',
          card('hardware-kit', 'amber', ALT['hardware-kit']),
        ],
      ]),
      comparison(
        'Specifications',
        ['Threshold Reader TR-200'],
        [
          ['Dimensions', '152 × 48 × 24 mm (mullion), 152 × 86 × 24 mm (single-gang)'],
          ['Weight', '210 g'],
          ['Power', '12 V DC from the OSDP cable, 1.8 W typical, 3 W peak'],
          ['Connectivity', 'OSDP v2 with Secure Channel over RS-485; Wiegand for legacy panels'],
          [
            'Credentials',
            'Threshold mobile app (Bluetooth LE, NFC), Apple Wallet and Google Wallet badges, MIFARE DESFire EV3, 125 kHz proximity (migration only), PIN',
          ],
          ['Read time', 'Under 300 ms'],
          ['Ingress and impact', 'IP65, IK08'],
          ['Operating temperature', '-30 to 60 °C, 0 to 95% humidity, non-condensing'],
          ['Certifications', 'FCC Part 15, CE, UKCA, UL 294, RoHS'],
          ['Warranty', '5 years'],
        ],
      ),
      faq('Questions', [
        ['Does it work outdoors?', 'Yes: it is rated IP65 and runs from -30 °C to 60 °C.'],
        [
          'Can it read my old proximity cards?',
          'It reads 125 kHz cards during a migration, and we recommend retiring them: they can be copied in seconds.',
        ],
      ]),
      ctaSection(
        'Put the reader on your doors',
        'Tell us how many doors you have and we send a quote with hardware, licences and installation.',
        [
          ['Get a quote', '/quote'],
          ['Talk to sales', '/contact-us'],
        ],
      ),
    ],
  }),
  page('products-controller', '/products/controller', {
    heading: 'The Threshold Controller',
    headingAlt: 'Controller',
    sub: 'Four doors, one box in the ceiling, and no server in the basement.',
    summary: 'A four-door access controller that caches credentials locally and keeps doors working when the network is down.',
    art: ['render', 'controller-board', 'ink'],
    alt: ALT['controller-board'],
    sections: [
      hero(
        'The brain above the door',
        'Each controller runs four doors and makes every decision locally, in under 50 ms.',
        ['Get a quote', '/quote'],
        ['How it works', '/how-it-works'],
      ),
      grid('What is inside', [
        ['Offline cache', 'Up to 50,000 credentials and every schedule, so doors open when the link is down.'],
        ['Power over Ethernet', 'PoE+ powers the controller and two locks; a 12/24 V input covers heavier maglocks.'],
        [
          'Open wiring',
          'OSDP v2 and Wiegand reader ports, relay outputs, and inputs for door contacts and exit buttons.',
          '/products/accessories',
        ],
      ]),
      stats('By the numbers', [
        ['4', 'doors per controller'],
        ['72 h', 'of events buffered offline'],
        ['5 years', 'hardware warranty'],
      ]),
      comparison(
        'Specifications',
        ['Threshold Controller TC-4'],
        [
          ['Dimensions', '260 × 180 × 52 mm, DIN-rail or wall mount'],
          ['Weight', '1.1 kg'],
          ['Power', 'PoE+ (IEEE 802.3at) or 12/24 V DC; 8 W typical without locks'],
          ['Lock outputs', '4 form-C relays, 2 A at 30 V DC; 12 V lock power up to 1 A from PoE+'],
          ['Reader ports', '4 × OSDP v2 (RS-485) or Wiegand'],
          ['Inputs', '8 supervised inputs for door contacts, exit buttons and fire alarm release'],
          ['Connectivity', 'Gigabit Ethernet; optional LTE backup module'],
          ['Offline capacity', '50,000 credentials, 72 hours of events'],
          ['Operating temperature', '0 to 50 °C, indoor'],
          ['Certifications', 'UL 294, FCC Part 15, CE, UKCA, RoHS'],
          ['Warranty', '5 years'],
        ],
      ),
      ctaSection(
        'Plan your wiring with an engineer',
        'Send us your door schedule and we return a bill of materials within two working days.',
        [['Request a quote', '/quote']],
      ),
    ],
  }),
  page('products-video-intercom', '/products/video-intercom', {
    heading: 'Answer the front door from your phone',
    headingAlt: 'Video intercom',
    sub: 'A video intercom that rings the right person, wherever they are.',
    summary: 'A wide-angle video intercom that routes visitor calls to the app, the desk or a group, and unlocks the door in one tap.',
    art: ['render', 'intercom-front', 'night'],
    alt: ALT['intercom-front'],
    sections: [
      hero(
        'Answer the front door from your phone',
        'Visitors press one button. The right person sees them, talks to them and lets them in.',
        ['Get a quote', '/quote'],
        ['See the bundle offer', '/lp/video-intercom-offer'],
      ),
      grid('Made for busy entrances', [
        ['Call routing', 'Ring a person, a team, or the front desk first and the team after 20 seconds.'],
        ['Wide view', 'A 5 MP camera with a 160° lens sees the parcel on the floor and the face at the door.'],
        ['Deliveries', 'Couriers get a one-time code for the parcel room, valid until the end of the day.', '/features/visitor-access'],
      ]),
      faq('Questions about the intercom', [
        ['Does it replace our reader?', 'It has a reader built in, so a main entrance needs only the intercom.'],
        [
          'Are calls recorded?',
          'Only a still image of each call is kept, for 30 days by default; video recording is off unless you turn it on.',
        ],
      ]),
      comparison(
        'Specifications',
        ['Threshold Video Intercom VI-1'],
        [
          ['Dimensions', '220 × 100 × 38 mm (surface mount)'],
          ['Weight', '680 g'],
          ['Power', 'PoE+ (IEEE 802.3at), 13 W typical'],
          ['Camera', '5 MP, 160° field of view, wide dynamic range, infrared night vision to 5 m'],
          ['Audio', 'Two-way, full duplex, echo cancellation, 3 W speaker'],
          ['Connectivity', 'Gigabit Ethernet, Wi-Fi 6 for configuration; OSDP v2 to the controller'],
          [
            'Credentials',
            'Threshold mobile app (Bluetooth LE, NFC), Apple Wallet and Google Wallet badges, MIFARE DESFire EV3, visitor QR passes, PIN',
          ],
          ['Ingress and impact', 'IP65, IK10'],
          ['Operating temperature', '-30 to 55 °C'],
          ['Certifications', 'FCC Part 15, CE, UKCA, UL 62368-1, RoHS'],
        ],
      ),
      ctaSection('Answer your door from anywhere', 'A specialist shows the intercom on a live call and prices it for your entrances.', [
        ['Get a quote', '/quote'],
        ['Talk to sales', '/contact-us'],
      ]),
    ],
  }),
  page('products-video-surveillance', '/products/video-surveillance', {
    heading: 'Cameras that know which door just opened',
    headingAlt: 'Video surveillance',
    sub: 'Video and access events on one timeline.',
    summary: 'Cloud-managed cameras whose footage is linked to every access event, so investigations take minutes instead of hours.',
    art: ['render', 'screen-video', 'blue'],
    alt: ALT['screen-video'],
    sections: [
      hero('Cameras that know which door just opened', 'Click an access event and watch the ten seconds around it.', DEMO),
      grid('Why put video and access together', [
        ['Linked clips', 'Every forced door, denied badge and lockdown comes with the clip from the nearest camera.'],
        ['Local storage', 'Footage stays on the camera for 30 days; only the clips you open travel to the cloud.'],
        [
          'One set of permissions',
          'The roles that decide who opens a door also decide who watches its camera.',
          '/products/cloud-management-dashboard',
        ],
      ]),
      stats('Camera line-up', [
        ['4K', 'bullet and dome models'],
        ['30 days', 'on-camera retention'],
        ['H.265', 'encoding to save bandwidth'],
      ]),
      comparison(
        'Specifications',
        ['Bullet camera VB-8', 'Dome camera VD-8'],
        [
          ['Dimensions', '210 × 86 × 86 mm', 'Ø 122 × 94 mm'],
          ['Power', 'PoE (IEEE 802.3af), 9 W', 'PoE (IEEE 802.3af), 7 W'],
          ['Resolution', '4K (8 MP), H.265 and H.264', '4K (8 MP), H.265 and H.264'],
          ['Lens', '2.8–12 mm motorised, 104° to 32°', '2.8 mm fixed, 112°'],
          ['Night vision', 'Infrared to 40 m', 'Infrared to 25 m'],
          ['Storage', '256 GB on camera, 30 days', '256 GB on camera, 30 days'],
          ['Connectivity', 'Fast Ethernet, encrypted link to the cloud', 'Fast Ethernet, encrypted link to the cloud'],
          ['Ingress and impact', 'IP67, IK10', 'IP66, IK10'],
          ['Operating temperature', '-40 to 60 °C', '-30 to 50 °C'],
          ['Certifications', 'FCC, CE, UKCA, NDAA compliant', 'FCC, CE, UKCA, NDAA compliant'],
        ],
      ),
      ctaSection(
        'See your doors and cameras on one timeline',
        'A 30-minute demo with a specialist, using footage from a site like yours.',
        [DEMO],
      ),
    ],
  }),
  page('products-cloud-dashboard', '/products/cloud-management-dashboard', {
    heading: 'Every door, every site, one dashboard',
    headingAlt: 'Cloud dashboard',
    sub: 'Manage people, schedules and doors from a browser.',
    summary: 'The Threshold dashboard: roles, door schedules, visitor passes, lockdown and a searchable audit log for every site.',
    art: ['render', 'screen-doors', 'blue'],
    alt: ALT['screen-doors'],
    sections: [
      hero(
        'Every door, every site, one dashboard',
        'No server to patch and no VPN to the building: open a browser and manage access.',
        DEMO,
        ['Pricing', '/pricing'],
      ),
      grid('What admins do here', [
        ['Roles and groups', 'Give the night cleaning crew the lobby and floors 2 to 6 from 19:00 to 23:00, in one rule.'],
        ['Audit log', 'Search every door event by person, door or time and export it for an auditor.', '/security'],
        ['Identity sync', 'People arrive from Okta, Entra ID or Google Workspace and lose access the day they leave.', '/integrations'],
      ]),
      faq('Dashboard questions', [
        [
          'Can site managers see only their own site?',
          'Yes. Admin roles are scoped by site, so a manager in Leeds sees Leeds and nothing else.',
        ],
        ['Is there an API?', 'Every action in the dashboard is in the REST API, with webhooks for door events.'],
      ]),
      comparison(
        'Specifications',
        ['Threshold cloud dashboard'],
        [
          ['Access', 'Any current browser; iOS and Android admin app'],
          ['Sign-in', 'SAML 2.0 and OpenID Connect single sign-on, passkeys, enforced two-factor authentication'],
          ['Identity sync', 'SCIM 2.0 from Okta, Microsoft Entra ID and Google Workspace'],
          ['Credentials managed', 'Mobile app, Apple Wallet and Google Wallet badges, DESFire EV3 cards and fobs, PINs, visitor QR passes'],
          ['API', 'REST API with OAuth 2.0, webhooks for door events'],
          ['Audit log', 'Every door and admin event, kept 7 years, exported as CSV'],
          ['Availability', '99.99% uptime commitment, hosted in the US and the EU'],
          ['Certifications', 'SOC 2 Type II, ISO/IEC 27001, GDPR data processing agreement'],
        ],
      ),
      ctaSection('Run every site from one screen', 'Tour the dashboard with a specialist, set up like your own buildings.', [DEMO]),
    ],
  }),
  page('products-access-methods', '/products/access-methods', {
    heading: 'Every way to open a door',
    headingAlt: 'Access methods',
    sub: 'Phones, wallets, badges, PINs, QR codes and remote unlock.',
    summary:
      'Compare the ways people open Threshold doors: mobile app, Apple Wallet, encrypted badges, PIN codes, visitor QR passes and remote unlock.',
    art: ['app-wallet-tap', 'amber'],
    alt: ALT['app-wallet-tap'],
    sections: [
      hero(
        'Every way to open a door',
        'Mix methods per door: a PIN for the bike room, a wallet badge for the office, a QR pass for guests.',
        DEMO,
      ),
      grid('The methods', [
        ['Mobile app', 'Touch-free unlock as you approach, or tap to open from a distance.', '/features/mobile-app'],
        [
          'Apple Wallet',
          'An employee badge in the wallet that works even when the phone battery is low.',
          '/features/employee-badges-in-apple-wallet',
        ],
        ['Encrypted badges', 'DESFire EV3 cards and fobs for people who prefer a card.', '/features/badge-access-system'],
        ['Visitor QR passes', 'Guests get a pass valid only for the time of their visit.', '/features/visitor-access'],
      ]),
      ctaSection('Not sure which method fits?', 'Our solutions team will map methods to your doors in one call.', [
        ['Talk to us', '/contact-us'],
      ]),
    ],
  }),
  page('products-accessories', '/products/accessories', {
    heading: 'Accessories for a complete door',
    headingAlt: 'Accessories',
    sub: 'Exit buttons, door contacts, power supplies and mounting kits.',
    summary:
      'The parts that finish an installation: request-to-exit sensors, door position contacts, power supplies, mullion mounts and spare badges.',
    art: ['render', 'hardware-kit', 'green'],
    alt: ALT['hardware-kit'],
    sections: [
      hero('Accessories for a complete door', 'Everything an installer needs on the day, in one order.', ['Get a quote', '/quote']),
      grid('In the catalogue', [
        ['Request-to-exit sensor', 'A ceiling PIR that releases the door for people walking out.'],
        ['Door position contact', 'Tells the controller whether the door is really shut, for held-open alerts.'],
        ['Mullion mount', 'Fits the reader on narrow aluminium frames without drilling the glass.'],
        ['Badges and fobs', 'DESFire EV3 cards in packs of 50, pre-enrolled to your account.', '/features/badge-access-system'],
      ]),
      comparison(
        'Specifications',
        ['Exit sensor RX-1', 'Door contact DC-2', 'Power supply PS-24'],
        [
          ['Dimensions', '170 × 45 × 40 mm', '64 × 13 × 13 mm', '200 × 160 × 80 mm'],
          ['Power', '12–24 V DC, 30 mA', 'Passive, no power', '100–240 V AC in, 24 V DC 4 A out, battery backup'],
          ['Connects to', 'Controller input', 'Controller supervised input', 'Controller and locks'],
          ['Ingress rating', 'IP54', 'IP67', 'IP20, indoor enclosure'],
          ['Operating temperature', '-20 to 50 °C', '-40 to 70 °C', '0 to 45 °C'],
          ['Certifications', 'CE, UKCA, UL 294', 'CE, UKCA, UL 634', 'CE, UKCA, UL 294, UL 603'],
        ],
      ),
      ctaSection('Order everything for the door in one go', 'Send us your door list and we return a complete bill of materials.', [
        ['Get a quote', '/quote'],
        ['Talk to sales', '/contact-us'],
      ]),
    ],
  }),
  page('access-control-system', '/access-control-system', {
    heading: 'The Threshold access control system',
    headingAlt: 'Product overview',
    sub: 'Hardware at the door, decisions at the controller, management in the cloud.',
    summary: 'An overview of the Threshold system: readers, controllers, intercoms and cameras managed from one cloud platform.',
    art: ['system-overview', 'blue'],
    alt: ALT['system-overview'],
    sections: [
      hero('One system from door to cloud', 'Four kinds of hardware, one app and one dashboard, designed together.', DEMO, [
        'How it works',
        '/how-it-works',
      ]),
      productCards('The parts', [
        ['At the door', 'The reader and the video intercom.', '/products/reader', card('reader-keypad', 'blue', ALT['reader-keypad'])],
        [
          'In the ceiling',
          'The four-door controller that keeps working offline.',
          '/products/controller',
          card('controller-wiring', 'ink', ALT['controller-wiring']),
        ],
        [
          'In the cloud',
          'The dashboard, the API and the audit log.',
          '/products/cloud-management-dashboard',
          card('screen-sites', 'blue', ALT['screen-sites']),
        ],
        ['In your pocket', 'The mobile app and wallet badges.', '/access-control-app', card('app-unlock', 'green', ALT['app-unlock'])],
      ]),
      richText(
        'Why cloud-based',
        'A traditional system keeps its rules on a server in the building. Changing a schedule means a trip to that server, and each site is an island. Threshold keeps the rules in the cloud and a copy on every controller, so a change reaches every site in seconds and doors do not depend on the internet to open.',
        'Read the [comprehensive guide](/guides/physical-access-control-systems) for the long version.',
      ),
    ],
  }),
  page('access-control-benefits', '/access-control-benefits', {
    heading: 'What cloud access control changes for your team',
    headingAlt: 'Benefits',
    sub: 'Less key-cutting, fewer site visits, faster answers.',
    summary: 'The practical benefits of cloud access control for facilities, IT and security teams, with the numbers customers report.',
    art: ['screen-occupancy', 'green'],
    alt: ALT['screen-occupancy'],
    sections: [
      hero('What changes for your team', 'Customers tell us where the hours go back.', ['Read customer stories', '/customers']),
      stats('What customers report', [
        ['85%', 'fewer locksmith call-outs'],
        ['10 min', 'to onboard a tenant, down from two days'],
        ['3x', 'faster incident investigations'],
      ]),
      grid('For each team', [
        ['Facilities', 'Change schedules for a holiday across 40 buildings without leaving the desk.'],
        ['IT', 'Access follows the identity provider: leavers lose doors when they lose email.', '/integrations'],
        ['Security', 'Every door event is searchable, with video, for as long as your policy requires.', '/security'],
      ]),
    ],
  }),
  page('access-control-deployments', '/access-control-deployments', {
    heading: 'How a Threshold deployment runs',
    headingAlt: 'Deployments',
    sub: 'From site survey to go-live, usually in under six weeks.',
    summary: 'The steps of a Threshold deployment: survey, design, installation by a certified partner, cut-over and training.',
    art: ['multi-site', 'amber'],
    alt: ALT['multi-site'],
    sections: [
      hero('From survey to go-live', 'A certified partner installs; our deployment team plans and checks every door.', [
        'Book a site survey',
        '/lp/free-site-survey',
      ]),
      steps('The five steps', [
        ['Survey', 'A partner walks the building and records every door, lock and cable run.'],
        ['Design', 'We turn the survey into a door schedule and a bill of materials.'],
        ['Install', 'Controllers go in first, then readers, one floor at a time.'],
        ['Cut-over', 'Old and new systems run side by side for a week, then the old badges are retired.'],
        ['Training', 'Admins take the academy courses and a live session with our team.'],
      ]),
      stats('Typical timings', [
        ['2 days', 'survey to proposal'],
        ['1 day', 'to install 12 doors'],
        ['6 weeks', 'median go-live for a 100-door site'],
      ]),
    ],
  }),
  page('why-threshold', '/why-threshold', {
    heading: 'Why teams choose Threshold',
    headingAlt: 'Why Threshold',
    sub: 'Open hardware, honest pricing and a platform that keeps working offline.',
    summary: 'The reasons security and facilities teams pick Threshold over legacy systems and consumer smart locks.',
    art: ['screen-integrations', 'amber'],
    alt: ALT['screen-integrations'],
    sections: [
      hero('Why teams choose Threshold', 'We asked 200 customers what made them switch. These came up most.', DEMO),
      grid('Five reasons', [
        ['Works offline', 'Controllers decide locally, so a broken internet line never locks people out.'],
        ['No per-user fees', 'Pay per door. Add a thousand people and the bill does not move.', '/pricing'],
        ['Keeps your locks', 'We drive the strikes and maglocks you already have.', '/hardware-ecosystem'],
        ['Audited security', 'SOC 2 Type II and ISO 27001, with yearly penetration tests.', '/security'],
        ['Real support', 'A named engineer for every enterprise account and a median first reply of 14 minutes.', '/support-request'],
      ]),
      testimonial(
        'The internet went down for six hours on our busiest Monday. Nobody noticed at the doors; we noticed in the log afterwards.',
        'Marta Lindqvist',
        'IT Director',
        'Larkspur Community Bank',
        photo('Marta Lindqvist', { palette: 'mint', skin: 0, hair: 3, style: 'bun' }),
      ),
      ctaSection('Compare us with smart locks', 'See where a consumer lock stops and an access system starts.', [
        ['Read the comparison', '/compare-us/smartlocks'],
      ]),
    ],
  }),
  page('how-it-works', '/how-it-works', {
    heading: 'How Threshold works, door to cloud',
    headingAlt: 'How it works',
    sub: 'What happens in the 300 milliseconds between a tap and an open door.',
    summary: 'A step-by-step look at what happens when someone presents a phone or badge at a Threshold door.',
    art: ['system-overview', 'green'],
    alt: ALT['system-overview'],
    sections: [
      hero('From tap to open in 300 ms', 'Follow one badge tap through the system.', DEMO),
      steps('Step by step', [
        ['Read', 'The reader picks up the phone over Bluetooth or the badge over NFC and checks its cryptographic signature.'],
        ['Pass on', 'It sends the credential to the controller over an encrypted OSDP link.'],
        ['Decide', 'The controller checks its local copy of the rules: is this person allowed through this door right now?'],
        ['Open', 'It releases the lock, watches the door contact, and relocks when the door closes.'],
        ['Record', 'The event goes to the cloud, where it appears in the audit log within a second.'],
      ]),
      richText(
        'When the cloud is away',
        'If the cloud is unreachable, steps 1 to 4 happen exactly the same way, and step 5 waits in the controller buffer. More on this in [the controller page](/products/controller).',
      ),
      faq('Good questions', [
        ['Where are the rules stored?', 'In the cloud, with a signed copy on each controller that updates within seconds of a change.'],
        [
          'What if someone steals a controller?',
          'Its cache is encrypted with a key held in a secure element; we revoke the device remotely.',
        ],
      ]),
    ],
  }),
  page('access-control', '/access-control', {
    heading: 'Access control installers near you',
    headingAlt: 'Local access control',
    sub: 'Certified Threshold partners in 40 metro areas.',
    summary: 'Find a certified Threshold installation partner near your buildings, with local stock and service-level commitments.',
    art: ['screen-audit-log', 'green'],
    alt: ALT['screen-audit-log'],
    sections: [
      hero(
        'Access control installers near you',
        'Tell us where your buildings are and we connect you with the nearest certified partner.',
        ['Find a partner', '/contact-us'],
      ),
      grid('What a certified partner brings', [
        ['Local stock', 'Readers and controllers on the shelf, not on a six-week order.'],
        ['Trained technicians', 'Every installer passes our hardware course before touching a door.', '/academy'],
        ['Service levels', 'Four-hour on-site response for critical doors, in writing.'],
      ]),
      ctaSection('Are you an installer?', 'Join the partner programme and get leads from your area.', [['Become a partner', '/resellers']]),
    ],
  }),
  page('access-control-app', '/access-control-app', {
    heading: 'The Threshold app',
    headingAlt: 'Mobile app',
    sub: 'Your badge, your visitors and your doors, on your phone.',
    summary: 'The Threshold mobile app for iOS and Android: touch-free unlock, visitor invitations and, for admins, remote door control.',
    art: ['app-wallet-tap', 'blue'],
    alt: ALT['app-wallet-tap'],
    sections: [
      hero(
        'Your badge lives in your phone',
        'Walk up, and the door opens. Invite a guest in two taps.',
        ['Get demo', '/quote'],
        ['Feature tour', '/features/mobile-app'],
      ),
      grid('For everyone', [
        ['Touch-free unlock', 'Keep the phone in your pocket; the reader recognises it within a metre.'],
        ['Guest invitations', 'Send a QR pass that works only during the visit.', '/features/visitor-access'],
        ['Admin mode', 'Unlock a door remotely, or start a lockdown, with a second confirmation.', '/features/lockdown'],
      ]),
      stats('App facts', [
        ['4.8', 'average store rating'],
        ['iOS 16+', 'and Android 10+'],
        ['0', 'location tracking'],
      ]),
    ],
  }),
  page('features-wallet', '/features/employee-badges-in-apple-wallet', {
    heading: 'Employee badges in Apple Wallet',
    headingAlt: 'Badges in Apple Wallet',
    sub: 'Hold the phone or watch near the reader. No app to open.',
    summary:
      'Employee badges in Apple Wallet: express mode at the reader, works with power reserve, provisioned from the Threshold dashboard.',
    art: ['app-wallet-badge', 'night'],
    alt: ALT['app-wallet-badge'],
    sections: [
      hero('Your badge, in Apple Wallet', 'Express mode opens the door without unlocking the phone, even in power reserve.', DEMO),
      grid('Why wallet badges', [
        ['Faster', 'No app to launch: hold near the reader like a contactless payment.'],
        ['Safer', 'The badge key sits in the secure element and cannot be copied to another device.'],
        [
          'Simple to roll out',
          'People add the badge from an e-mail invitation; admins revoke it from the dashboard.',
          '/products/cloud-management-dashboard',
        ],
      ]),
      faq('Wallet questions', [
        ['Does it work on Apple Watch?', 'Yes. The badge is added to the watch at the same time as the phone.'],
        ['What about Android?', 'Android phones use the Threshold app, which offers the same touch-free unlock.'],
      ]),
    ],
  }),
  page('features-global', '/features/global-access-control', {
    heading: 'Access control for every site you run',
    headingAlt: 'Multi-site control',
    sub: 'One policy across countries, with local admins where you need them.',
    summary: 'Run access control for offices in several countries from one account, with site-scoped admins and regional data residency.',
    art: ['data-residency', 'blue'],
    alt: ALT['data-residency'],
    sections: [
      hero('One policy, every site', 'A traveller’s badge works in Lisbon and Austin; the Lisbon admin sees only Lisbon.', DEMO),
      grid('Built for global teams', [
        ['Site-scoped admins', 'Delegate daily work to local teams without handing out global rights.'],
        ['Data residency', 'Keep EU event data in the EU region, as GDPR-minded teams prefer.', '/legal/gdpr'],
        ['Time zones', 'Schedules follow each site’s local time, daylight saving included.'],
      ]),
      ctaSection('Running more than ten sites?', 'Our enterprise team plans rollouts across regions.', [['Enterprise', '/enterprise']]),
    ],
  }),
  page('features-hybrid', '/features/hybrid-workplace-security', {
    heading: 'Security for the hybrid office',
    headingAlt: 'Hybrid workplace',
    sub: 'Doors that know who is in today.',
    summary: 'Hybrid workplace security: desk-day access rules, occupancy data from door events and quiet-floor lockdown.',
    art: ['screen-occupancy', 'green'],
    alt: ALT['screen-occupancy'],
    sections: [
      hero('Security for the hybrid office', 'When half the team is home, every unused floor is a risk and a cost.', DEMO),
      grid('What changes', [
        ['Floor scheduling', 'Close floors that are not booked today; open them when someone reserves a desk.'],
        ['Occupancy data', 'Door events show which days the office is full, without cameras counting heads.', '/office-occupancy-index'],
        ['Guest-friendly', 'Visitors for the Tuesday all-hands get passes in one batch.', '/features/visitor-access'],
      ]),
    ],
  }),
  page('features-commercial', '/features/commercial-building-security', {
    heading: 'Security for commercial buildings',
    headingAlt: 'Commercial buildings',
    sub: 'Lobbies, tenants, lifts and loading docks under one system.',
    summary:
      'Commercial building security for landlords and managers: tenant self-service, shared lobbies, lift control and contractor access.',
    art: ['screen-tenants', 'ink'],
    alt: ALT['screen-tenants'],
    sections: [
      hero('One system for the whole building', 'Landlords run the shared spaces; tenants run their own floors.', DEMO, [
        'Real estate',
        '/industry/real-estate',
      ]),
      grid('For landlords', [
        ['Tenant portals', 'Each tenant manages its own people without seeing anyone else’s.'],
        ['Lift control', 'A badge calls the lift to the right floor and nowhere else.', '/features/elevator-access'],
        ['Contractor access', 'Time-boxed passes for the loading dock and plant rooms.'],
      ]),
      stats('In commercial portfolios', [
        ['38', 'buildings at our largest landlord'],
        ['6,200', 'tenant staff on one account'],
        ['2 min', 'to onboard a new tenant admin'],
      ]),
    ],
  }),
  page('features-mobile-app', '/features/mobile-app', {
    heading: 'Mobile unlock that feels like magic',
    headingAlt: 'Mobile unlock',
    sub: 'Touch-free, tap-to-open and remote unlock, in one app.',
    summary: 'How mobile unlock works in the Threshold app: Bluetooth proximity, tap-to-open, remote unlock and battery-friendly scanning.',
    art: ['app-intercom-call', 'green'],
    alt: ALT['app-intercom-call'],
    sections: [
      hero('Mobile unlock that feels like magic', 'The app wakes only near Threshold readers, so it costs less than 1% of battery a day.', [
        'Download the app',
        '/access-control-app',
      ]),
      richText(
        'Three ways to open',
        '- **Touch-free**: walk up with the phone in your pocket; the door opens within a metre.',
        '- **Tap**: touch the reader with the phone, for doors where intent matters.',
        '- **Remote**: press unlock in the app, for the door you are not standing at.',
        'Admins choose which modes each door accepts in the [dashboard](/products/cloud-management-dashboard).',
      ),
    ],
  }),
  page('features-badge', '/features/badge-access-system', {
    heading: 'A badge system that cannot be cloned in a car park',
    headingAlt: 'Badge access',
    sub: 'Encrypted DESFire EV3 badges, printed and enrolled for you.',
    summary:
      'Threshold badge access: encrypted DESFire EV3 cards and fobs, photo badge printing, and a safe migration from 125 kHz proximity cards.',
    art: ['screen-people', 'amber'],
    alt: ALT['screen-people'],
    sections: [
      hero(
        'Badges that cannot be copied',
        'Old proximity cards can be cloned from a metre away. Ours use AES-128 keys unique to your account.',
        DEMO,
      ),
      grid('Badge programme', [
        ['Photo badges', 'Upload photos in the dashboard; we print and ship enrolled cards in three days.'],
        [
          'Migration',
          'Readers accept old and new cards during the switch, then you turn the old ones off.',
          '/blog/why-125khz-prox-cards-are-easy-to-clone',
        ],
        ['Lost cards', 'Report it in the app and the card stops working on every door within seconds.'],
      ]),
    ],
  }),
  page('features-visitor', '/features/visitor-access', {
    heading: 'Visitor access that respects everyone’s time',
    headingAlt: 'Visitor access',
    sub: 'Invite, welcome and log guests without a paper book.',
    summary: 'Visitor management in Threshold: host invitations, QR passes limited to the visit, host notifications and a visitor log.',
    art: ['screen-visitor-passes', 'green'],
    alt: ALT['screen-visitor-passes'],
    sections: [
      hero('Visitors in, without the queue', 'Hosts invite; guests get a QR pass; the door opens at the right time only.', DEMO),
      grid('How it works', [
        ['Invite', 'From the dashboard, the app or your calendar.'],
        ['Arrive', 'The guest scans the pass at the reader or intercom; the host gets a notification.', '/products/video-intercom'],
        ['Log', 'A visitor log with arrival times, ready for the fire warden’s roll call.'],
      ]),
      faq('Visitor questions', [
        ['Do guests need the app?', 'No. The pass arrives by e-mail and opens in any phone browser.'],
        ['Can passes be reused?', 'A pass works only inside its time window and only on the doors the host picked.'],
      ]),
    ],
  }),
  page('features-lockdown', '/features/lockdown', {
    heading: 'Lockdown in one command',
    headingAlt: 'Lockdown',
    sub: 'Lock every door on a site in seconds, from a phone or a panic button.',
    summary: 'Threshold lockdown: lock a building or a whole campus in seconds, with responder overrides and a full event record.',
    art: ['screen-lockdown', 'amber'],
    alt: ALT['screen-lockdown'],
    sections: [
      hero('Lockdown in one command', 'One button locks every door. Responders’ badges still work. Everyone else’s stop.', DEMO, [
        'Read the drill guide',
        '/blog/running-a-lockdown-drill',
      ]),
      stats('Measured in drills', [
        ['4 s', 'to lock 212 doors'],
        ['3', 'ways to trigger: app, dashboard, wall button'],
        ['100%', 'of events logged with who triggered them'],
      ]),
      richText(
        'Designed with schools',
        'We built lockdown with safety directors from three school districts. The result is a feature that is hard to trigger by accident, easy to trigger on purpose, and that leaves a precise record for the review afterwards. See it at [Riverbend Unified](/customers/riverbend-unified-school-district).',
      ),
    ],
  }),
  page('features-elevator', '/features/elevator-access', {
    heading: 'Elevator access control',
    headingAlt: 'Elevator access',
    sub: 'Badges and phones that call the lift to the floors you may visit.',
    summary: 'Elevator access control with Threshold: floor permissions, destination dispatch integration and schedules per floor.',
    art: ['elevator-panel', 'blue'],
    alt: ALT['elevator-panel'],
    sections: [
      hero('The lift knows where you may go', 'Present a phone or badge in the car, and only your floors light up.', DEMO),
      grid('How we connect', [
        ['Relay panels', 'One relay per floor button, for most existing lifts.'],
        ['Destination dispatch', 'High-level integrations with the major lift makers’ APIs.', '/integrations'],
        ['Schedules', 'Open the lobby floor to everyone from 8:00 and keep the rest badge-only.'],
      ]),
    ],
  }),
  page('compare-smartlocks', '/compare-us/smartlocks', {
    heading: 'Threshold or smart locks?',
    headingAlt: 'Threshold vs smart locks',
    sub: 'Where a consumer lock stops and an access system starts.',
    summary: 'A fair comparison of consumer smart locks and Threshold access control: audit, offline behaviour, fire safety and scale.',
    art: ['lock-wireless', 'ink'],
    alt: ALT['lock-wireless'],
    sections: [
      hero('Threshold or smart locks?', 'Smart locks are great for a home or a two-person office. Here is where the line sits.', DEMO),
      comparison(
        'Side by side',
        ['Threshold', 'Smart locks'],
        [
          ['Managed from one dashboard', 'Yes', 'Per lock or per app'],
          ['Works when the internet is down', 'Yes', 'Some models'],
          ['Releases on a fire alarm', 'Yes', 'No'],
          ['Audit trail an auditor accepts', 'Yes', 'No'],
          ['Power', 'PoE from the controller', 'Batteries in every door'],
          ['Sensible up to', 'Thousands of doors', 'About ten doors'],
        ],
      ),
      grid('The differences', [
        ['Scale', 'Smart locks are managed one by one; Threshold manages a thousand doors with one rule.'],
        [
          'Fire safety',
          'Our locks release on a fire-alarm signal, as codes require for egress doors.',
          '/blog/fire-code-and-electrified-locks',
        ],
        ['Batteries', 'Smart locks need batteries changed on every door; our readers run on PoE.'],
      ]),
      faq('Comparison questions', [
        [
          'Can I start with smart locks and move later?',
          'Yes. Many customers begin with a few smart locks and switch when they pass 10 doors or a second site.',
        ],
        ['Are smart locks less secure?', 'Not always, but most lack an audit trail an auditor would accept.'],
      ]),
    ],
  }),
  page('hardware-ecosystem', '/hardware-ecosystem', {
    heading: 'Works with the locks you already have',
    headingAlt: 'Hardware ecosystem',
    sub: 'Strikes, maglocks, turnstiles, gates and lifts.',
    summary: 'The Threshold hardware ecosystem: compatible locks, turnstiles, gate operators, lift controllers and wireless lock lines.',
    art: ['lock-wireless', 'amber'],
    alt: ALT['lock-wireless'],
    sections: [
      hero('Works with the locks you already have', 'Our controller speaks the language of standard door hardware.', [
        'Get a quote',
        '/quote',
      ]),
      grid('Compatible hardware', [
        ['Electric strikes', 'Fail-safe and fail-secure, 12 or 24 V.'],
        ['Maglocks', 'With the fire-alarm release loop wired to the controller.'],
        ['Turnstiles and gates', 'Dry-contact and OSDP turnstiles, sliding gates and barriers.'],
        ['Wireless locks', 'Offline and online wireless lock lines through a hub.', '/integrations'],
      ]),
    ],
  }),
  page('integrations', '/integrations', {
    heading: 'Integrations',
    headingAlt: 'Integrations',
    sub: 'Identity, HR, video, alarms, visitors and chat.',
    summary: 'Threshold integrates with identity providers, HR systems, alarm panels, video systems and team chat, plus an open API.',
    art: ['screen-integrations', 'green'],
    alt: ALT['screen-integrations'],
    sections: [
      hero('Connect Threshold to the tools you run', 'Access follows identity, and door events reach the people who need them.', DEMO),
      grid('Categories', [
        ['Identity', 'Okta, Microsoft Entra ID and Google Workspace via SCIM and SAML.'],
        ['HR', 'Start dates and leaving dates drive access automatically.', '/blog/integrating-access-with-hr-systems'],
        ['Alarms', 'Arm and disarm intrusion panels from door events.'],
        ['Chat and SIEM', 'Door-forced alerts to Slack or Teams; full logs to your SIEM.', '/updates/audit-log-export-to-siem'],
      ]),
      ctaSection('Build your own', 'The REST API and webhooks are documented and free on every plan.', [['Read the docs', '/docs']]),
    ],
  }),
  page('industry', '/industry', {
    heading: 'Access control for your industry',
    headingAlt: 'Industries',
    sub: 'The same platform, tuned to how each kind of building works.',
    summary: 'How Threshold serves real estate, fitness, government, healthcare, education, manufacturing, finance, technology and media.',
    art: ['screen-sites', 'blue'],
    alt: ALT['screen-sites'],
    sections: [
      hero('Built for how your buildings work', 'Pick your industry to see the doors, rules and stories that matter.', DEMO),
      grid('Industries', [
        ['Real estate', 'Tenants, lobbies and lifts.', '/industry/real-estate'],
        ['Fitness', '24/7 clubs without staff at the door.', '/industry/fitness'],
        ['Local government', 'Public hours and secure back offices.', '/industry/local-government'],
        ['Healthcare and labs', 'Pharmacies, labs and audit trails.', '/industry/healthcare'],
        ['Education', 'Lockdown and visitor control.', '/industry/education'],
        ['Manufacturing', 'Shifts, contractors and plant rooms.', '/industry/manufacturing'],
        ['Finance', 'Branches, vaults and auditors.', '/industry/finance'],
        ['High tech', 'Hybrid offices and wallet badges.', '/industry/high-tech'],
        ['Media', 'Studios, guests and late nights.', '/industry/media'],
      ]),
    ],
  }),
  page('industry-real-estate', '/industry/real-estate', {
    heading: 'Access control for commercial real estate',
    headingAlt: 'Real estate',
    sub: 'Happier tenants, fewer keys, and one view of the whole portfolio.',
    summary: 'Threshold for landlords and property managers: tenant self-service, amenity booking access and portfolio-wide reporting.',
    art: ['screen-tenants', 'blue'],
    alt: ALT['screen-tenants'],
    sections: [
      hero('Access control for commercial real estate', 'Tenants manage their own people; you manage the building.', DEMO),
      stats('Northwind Properties after one year', [
        ['38', 'buildings on one dashboard'],
        ['10 min', 'tenant move-in, down from two days'],
        ['0', 'master keys still in circulation'],
      ]),
      testimonial(
        'Tenants used to wait for cut keys and printed badges. Now their office manager adds people from a phone before the lease is even filed.',
        'Alicia Moreno',
        'Head of Property Operations',
        'Northwind Properties',
        photo('Alicia Moreno', { palette: 'sky', skin: 4, hair: 2, style: 'curly' }),
      ),
      ctaSection('Read the Northwind story', 'How a regional landlord replaced four systems in nine months.', [
        ['Read the case study', '/customers/northwind-properties'],
      ]),
    ],
  }),
  page('industry-fitness', '/industry/fitness', {
    heading: 'Access control for gyms and fitness clubs',
    headingAlt: 'Fitness',
    sub: 'Open 24/7 without staff at the door.',
    summary: 'Threshold for fitness clubs: member access tied to billing status, anti-tailgating, and staff-free night hours.',
    art: ['screen-member-checkin', 'amber'],
    alt: ALT['screen-member-checkin'],
    sections: [
      hero('Open all night, safely', 'Members walk in with their phone; lapsed memberships stop at the door.', DEMO),
      grid('For club operators', [
        ['Billing sync', 'Access pauses when a payment fails and resumes when it clears.'],
        ['Tailgating alerts', 'A door held open longer than 8 seconds notifies the duty manager.', '/blog/tailgating-what-the-data-says'],
        ['Multi-club passes', 'Premium members enter any club; standard members their home club.'],
      ]),
      ctaSection('See Brightline’s results', '62 clubs, one account, and night-time incidents down by half.', [
        ['Read the story', '/customers/brightline-fitness'],
      ]),
    ],
  }),
  page('industry-local-government', '/industry/local-government', {
    heading: 'Access control for local government',
    headingAlt: 'Local government',
    sub: 'Public buildings that are open to the public, and secure where it counts.',
    summary: 'Threshold for councils and city governments: public-hour schedules, secure records rooms, and procurement-friendly pricing.',
    art: ['screen-schedules', 'ink'],
    alt: ALT['screen-schedules'],
    sections: [
      hero(
        'Open to the public, closed where it matters',
        'Libraries, town halls and depots on one schedule that follows the public calendar.',
        DEMO,
      ),
      grid('What councils use', [
        ['Public-hour schedules', 'Lobby doors unlock at opening time and lock at closing, holidays included.'],
        ['Records rooms', 'Two-person rules for rooms that hold sensitive files.'],
        ['Procurement', 'Fixed per-door pricing and cooperative purchasing contracts.', '/pricing'],
      ]),
      ctaSection('How Alder Falls did it', '140 doors across 11 buildings.', [['Read the case study', '/customers/city-of-alder-falls']]),
    ],
  }),
  page('industry-healthcare', '/industry/healthcare', {
    heading: 'Access control for healthcare and labs',
    headingAlt: 'Healthcare and labs',
    sub: 'Pharmacies, labs and records, with the audit trail inspectors ask for.',
    summary: 'Threshold for clinics, hospitals and labs: controlled-substance rooms, lab zoning, and exportable audit trails.',
    art: ['screen-audit-log', 'green'],
    alt: ALT['screen-audit-log'],
    sections: [
      hero(
        'Access control for healthcare and labs',
        'Know who entered the pharmacy at 02:14, and show it to the inspector in a minute.',
        DEMO,
      ),
      grid('Healthcare essentials', [
        ['Zoned labs', 'Biosafety level rules enforced at each door.'],
        ['Controlled rooms', 'Badge plus PIN for medicine stores, with alerts on failed attempts.'],
        ['Audit exports', 'Signed CSV exports for inspections.', '/security'],
      ]),
      ctaSection('Halcyon Health Labs', 'Inspection prep went from a week to an afternoon.', [
        ['Read the case study', '/customers/halcyon-health-labs'],
      ]),
    ],
  }),
  page('industry-education', '/industry/education', {
    heading: 'Access control for schools and campuses',
    headingAlt: 'Education',
    sub: 'Lockdown, visitors and staff access, designed with safety directors.',
    summary: 'Threshold for schools and universities: campus-wide lockdown, visitor screening and schedules that follow the school day.',
    art: ['screen-lockdown', 'blue'],
    alt: ALT['screen-lockdown'],
    sections: [
      hero(
        'Safer schools, calmer mornings',
        'Doors lock at the bell, visitors check in at the front, and lockdown takes one button.',
        DEMO,
        ['Lockdown', '/features/lockdown'],
      ),
      stats('Riverbend Unified', [
        ['212', 'doors across 9 schools'],
        ['4 s', 'to lock every door in a drill'],
        ['1,900', 'keys collected and retired'],
      ]),
      ctaSection('Plan your next drill', 'Our guide to school safety planning covers drills, roles and communication.', [
        ['Read the guide', '/guides/school-safety-planning'],
      ]),
    ],
  }),
  page('industry-manufacturing', '/industry/manufacturing', {
    heading: 'Access control for manufacturing sites',
    headingAlt: 'Manufacturing',
    sub: 'Shift patterns, contractors and hazardous areas.',
    summary: 'Threshold for factories and warehouses: shift-based access, contractor induction checks and muster reports.',
    art: ['turnstile', 'amber'],
    alt: ALT['turnstile'],
    sections: [
      hero('Access that follows the shift', 'Day, night and weekend crews get the doors they need, when they need them.', DEMO),
      grid('On the factory floor', [
        ['Induction checks', 'Contractors without a current safety induction are refused at the gate.'],
        ['Muster reports', 'In an evacuation, see who badged in and has not yet reached the assembly point.'],
        ['Rugged readers', 'IP65 readers for loading bays and cold stores.', '/products/reader'],
      ]),
      ctaSection('Kestrel Manufacturing', 'Three plants, 1,400 workers, no more lost-key rekeys.', [
        ['Read the case study', '/customers/kestrel-manufacturing'],
      ]),
    ],
  }),
  page('industry-finance', '/industry/finance', {
    heading: 'Access control for banks and financial firms',
    headingAlt: 'Finance',
    sub: 'Branches, vaults and data rooms, ready for the auditor.',
    summary: 'Threshold for banks and financial services: dual-authorisation rooms, branch schedules and SOC 2-ready evidence.',
    art: ['security-layers', 'ink'],
    alt: ALT['security-layers'],
    sections: [
      hero('Ready for the auditor', 'Vault rooms need two people; every access comes with evidence.', DEMO),
      grid('For financial institutions', [
        ['Two-person rule', 'Some doors open only when two authorised people badge within 30 seconds.'],
        ['Branch schedules', 'Each branch on its own hours, managed centrally.'],
        [
          'Evidence packs',
          'Quarterly access reviews exported for SOC 2 and internal audit.',
          '/blog/what-soc-2-auditors-ask-about-door-access',
        ],
      ]),
      ctaSection('Larkspur Community Bank', '27 branches and an audit with zero access findings.', [
        ['Read the case study', '/customers/larkspur-community-bank'],
      ]),
    ],
  }),
  page('industry-high-tech', '/industry/high-tech', {
    heading: 'Access control for technology companies',
    headingAlt: 'High tech',
    sub: 'Wallet badges, SCIM provisioning and server rooms.',
    summary: 'Threshold for tech companies: identity-driven access, wallet badges, hybrid offices and audited server rooms.',
    art: ['app-wallet-badge', 'blue'],
    alt: ALT['app-wallet-badge'],
    sections: [
      hero(
        'Access that follows your identity provider',
        'New hires get doors on day one, leavers lose them the minute IT disables the account.',
        DEMO,
      ),
      grid('For tech teams', [
        ['SCIM and SSO', 'Groups in Okta or Entra ID become door permissions.', '/integrations'],
        ['Wallet badges', 'Badges in Apple Wallet for the whole company.', '/features/employee-badges-in-apple-wallet'],
        ['Lab and server rooms', 'Short-lived access granted on request and approved in chat.'],
      ]),
      ctaSection('Vantage Labs', 'Offices in three countries and no more plastic badges.', [
        ['Read the case study', '/customers/vantage-labs'],
      ]),
    ],
  }),
  page('industry-media', '/industry/media', {
    heading: 'Access control for media and studios',
    headingAlt: 'Media',
    sub: 'Guests, crews and late-night shoots.',
    summary: 'Threshold for broadcasters and studios: guest passes for talent, crew schedules and secured edit suites.',
    art: ['app-visitor-pass', 'amber'],
    alt: ALT['app-visitor-pass'],
    sections: [
      hero(
        'Studios that run around the clock',
        'Guests arrive at 5:00 for the morning show; their pass opens the green room and nothing else.',
        DEMO,
      ),
      grid('For media companies', [
        ['Guest passes in bulk', 'Load tomorrow’s guest list and passes go out automatically.', '/features/visitor-access'],
        ['Crew schedules', 'Freelance crews get access for the days of the shoot.'],
        ['Secure edit suites', 'Embargoed material stays behind badge-plus-PIN doors.'],
      ]),
      ctaSection('Beacon Media Group', 'How a broadcaster handles 300 guests a week.', [
        ['Read the case study', '/customers/beacon-media-group'],
      ]),
    ],
  }),
  page('enterprise', '/enterprise', {
    heading: 'Threshold for the enterprise',
    headingAlt: 'Enterprise',
    sub: 'Hundreds of sites, thousands of doors, one policy.',
    summary: 'Threshold Enterprise: global rollouts, dedicated engineering, SSO and SCIM, regional data residency and custom contracts.',
    art: ['data-residency', 'night'],
    alt: ALT['data-residency'],
    sections: [
      hero('Built for global security teams', 'Standardise access control across every site without ripping out what works.', [
        'Talk to enterprise sales',
        '/contact-us',
      ]),
      grid('Enterprise plan', [
        ['Dedicated engineer', 'A named solutions engineer from design to go-live.'],
        ['Security reviews', 'Our SOC 2 Type II report, pen-test summary and a call with our security team.', '/security'],
        ['Phased migration', 'Run alongside your legacy system, site by site.', '/access-control-deployments'],
      ]),
      stats('Enterprise customers', [
        ['140', 'sites at our largest customer'],
        ['18', 'countries'],
        ['99.99%', 'uptime commitment in the contract'],
      ]),
      logoWall(
        'Enterprise teams on Threshold',
        CUSTOMER_LOGOS.slice(1).concat([logo('Vantage Labs', 'sky'), logo('Beacon Media Group', 'sand')]),
      ),
      testimonial(
        'We ran Threshold beside the old panels for a month per region. Not one site went dark, and our auditors got a single report for all eighteen countries.',
        'Sofia Brandt',
        'Global Head of Physical Security',
        'Vantage Labs',
        photo('Sofia Brandt', { palette: 'indigo', skin: 3, hair: 1, style: 'long' }),
      ),
    ],
  }),
  page('pricing', '/pricing', {
    heading: 'Pricing that scales door by door',
    headingAlt: 'Pricing',
    sub: 'Hardware once, software per door per year. No per-user fees.',
    summary: 'Per-door pricing for cloud access control, with hardware bought once and a five-year warranty.',
    art: ['quote-sheet', 'green'],
    alt: ALT['quote-sheet'],
    sections: [
      hero(
        'Pricing that scales door by door',
        'Add people freely. You pay for doors, not for the people who use them.',
        ['Get a quote', '/quote'],
        ['Book a demo', '/demo'],
      ),
      stats('What you pay for', [
        ['Per door', 'software licence, billed yearly'],
        ['Once', 'hardware, with a 5-year warranty'],
        ['$0', 'for users, visitors and the mobile app'],
      ]),
      pricingPlans('Plans', [
        {
          name: 'Core',
          price: '$18',
          period: 'per door, per month, billed yearly',
          description: 'For a first building that wants phones instead of keys.',
          features: ['Doors and schedules', 'Mobile and badge access', 'Searchable audit log'],
          cta: ['Get a Core quote', '/quote'],
        },
        {
          name: 'Pro',
          price: '$29',
          period: 'per door, per month, billed yearly',
          description: 'For teams with visitors, several sites and a security team.',
          features: ['Everything in Core', 'Visitor management', 'Lockdown and video linking', 'Integrations and API'],
          cta: ['Get a Pro quote', '/quote'],
          highlighted: true,
        },
        {
          name: 'Enterprise',
          price: 'Custom',
          description: 'For global portfolios with their own identity and data rules.',
          features: ['Everything in Pro', 'SSO and SCIM', 'Regional data residency', 'A dedicated engineer'],
          cta: ['Talk to enterprise sales', '/enterprise'],
        },
      ]),
      comparison(
        'Compare the plans',
        ['Core', 'Pro', 'Enterprise'],
        [
          ['Mobile, badge and PIN access', 'Yes', 'Yes', 'Yes'],
          ['Visitor passes', 'No', 'Yes', 'Yes'],
          ['One-click lockdown', 'No', 'Yes', 'Yes'],
          ['SSO and SCIM provisioning', 'No', 'No', 'Yes'],
          ['Support', 'Business hours', '24/7 for P1', 'Named engineer'],
        ],
      ),
      faq('Pricing questions', [
        ['Is installation included?', 'Installation is quoted by the certified partner who does it; we review every quote.'],
        ['Can I pay monthly?', 'Yearly billing is standard; monthly billing is available on Core for up to 20 doors.'],
      ]),
      ctaSection('Get a quote for your buildings', 'Send us your door count and we reply within a working day.', [
        ['Get a quote', '/quote'],
      ]),
    ],
  }),
  page('about', '/about', {
    heading: 'We make buildings easier to share',
    headingAlt: 'About',
    sub: 'Threshold Access, Inc. builds cloud access control for the way people use buildings now.',
    summary: 'About Threshold Access, Inc.: our story, our team in San Francisco and Lisbon, and what we believe about buildings.',
    art: ['showroom', 'amber'],
    alt: ALT['showroom'],
    sections: [
      hero(
        'We make buildings easier to share',
        'Founded in 2018 by a locksmith and a cloud engineer who were tired of server rooms full of access panels.',
        ['Join us', '/careers'],
      ),
      richText(
        'Our story',
        'Threshold began in a co-working space whose owner spent Friday nights re-cutting keys. The first prototype was a reader taped to a door frame and a controller on a shelf; the first customer was that co-working space.',
        'Today 140 people in San Francisco and Lisbon build the hardware, the cloud platform and the apps, and certified partners install them in 30 countries. Read our [press page](/press) for the milestones.',
      ),
      mediaText('Two offices, one team', [
        [
          'San Francisco',
          'Hardware, firmware and the showroom where every product is tested on a real door.',
          scene('turnstile', 'blue', 'about-sf', ALT['turnstile']),
        ],
        [
          'Lisbon',
          'The cloud platform, the apps and the support team that answers in fourteen minutes.',
          scene('reader-keypad', 'amber', 'about-lisbon', ALT['reader-keypad']),
          ['See open jobs', '/careers'],
        ],
      ]),
      stats('Threshold today', [
        ['140', 'people'],
        ['2', 'offices: San Francisco and Lisbon'],
        ['30', 'countries with certified partners'],
      ]),
    ],
  }),
  page('security', '/security', {
    heading: 'Security at Threshold',
    headingAlt: 'Security',
    sub: 'How we protect your doors, your data and our platform.',
    summary: 'Threshold security and compliance: SOC 2 Type II, ISO 27001, encryption, penetration testing and responsible disclosure.',
    art: ['security-layers', 'night'],
    alt: ALT['security-layers'],
    sections: [
      hero('Security you can show your auditor', 'We publish how we protect the platform, and we share the evidence under NDA.', [
        'Request our SOC 2 report',
        '/contact-us',
      ]),
      grid('Our programme', [
        ['Certifications', 'SOC 2 Type II (yearly) and ISO 27001:2022.'],
        ['Encryption', 'TLS 1.3 in transit, AES-256 at rest, keys in hardware security modules.'],
        ['Testing', 'An external penetration test every year and a public bug bounty.'],
        ['Privacy', 'A data processing agreement for every customer.', '/legal/dpa'],
      ]),
      faq('Security questions', [
        ['Where is data stored?', 'In the US or EU region, chosen per account at set-up.'],
        [
          'How do I report a vulnerability?',
          'Write to security@threshold.example; we reply within one working day and credit researchers.',
        ],
      ]),
    ],
  }),
  page('press', '/press', {
    heading: 'Press and news',
    headingAlt: 'Press',
    sub: 'Announcements, facts and media contacts.',
    summary: 'Threshold press room: company facts, recent announcements and contacts for journalists.',
    art: ['press-kit', 'ink'],
    alt: ALT['press-kit'],
    sections: [
      hero('Press and news', 'For interviews and images, write to press@threshold.example.', ['Contact us', '/contact-us']),
      richText(
        'Recent announcements',
        '- **October 2026**: Threshold ships its video intercom to customers in North America and Europe. [Product page](/products/video-intercom).',
        '- **June 2026**: The Office Occupancy Index passes one year of monthly reports. [See the index](/office-occupancy-index).',
        '- **March 2026**: Threshold completes its third SOC 2 Type II audit with no exceptions.',
        '- **November 2025**: Series B of 42 million dollars to expand hardware manufacturing.',
      ),
      stats('Fast facts', [
        ['2018', 'founded'],
        ['12,400', 'doors under management'],
        ['140', 'employees'],
      ]),
    ],
  }),
  page('contact-us', '/contact-us', {
    heading: 'Contact Threshold',
    headingAlt: 'Contact us',
    sub: 'Sales, support, partners and press.',
    summary: 'How to reach Threshold: sales by phone or e-mail, customer support, partner enquiries and press contacts.',
    art: ['support-chat', 'blue'],
    alt: ALT['support-chat'],
    sections: [
      hero('Talk to a person', 'Sales: +1 415 555 0142 or sales@threshold.example, Monday to Friday, 8:00 to 18:00 Pacific.', [
        'Get a quote',
        '/quote',
      ]),
      grid('Who to contact', [
        ['Customers', 'Open a ticket and a support engineer replies, median 14 minutes.', '/support-request'],
        ['Partners', 'Installers and integrators.', '/resellers'],
        ['Press', 'Interviews and images.', '/press'],
      ]),
      leadForm('contact', 'Write to us', 'Tell us what you need; the right team answers within one working day.', 'Send message'),
      richText(
        'Our offices',
        'San Francisco: 500 Market Street, 9th floor, San Francisco, CA 94105.',
        'Lisbon: Avenida da Liberdade 110, 1250-146 Lisboa, Portugal.',
      ),
    ],
  }),
  page('quote', '/quote', {
    heading: 'Get a quote for your buildings',
    headingAlt: 'Get a quote',
    sub: 'Tell us about your doors; a specialist replies within one working day.',
    summary: 'Request a Threshold quote: door count, sites and timeline, answered by a specialist within one working day.',
    art: ['site-survey', 'amber'],
    alt: ALT['site-survey'],
    sections: [
      hero('Get a quote', 'Most quotes need three numbers: doors, sites and people. We handle the rest.', ['Book a demo instead', '/demo']),
      leadForm('quote', 'Request your quote', 'A specialist reads every request. Fields marked * are required.', 'Request a quote'),
      grid('What happens next', [
        ['Within a day', 'A specialist reviews your request and books a 30-minute call.'],
        ['Within a week', 'A proposal with hardware, licences and a partner’s installation estimate.'],
        ['Before you sign', 'A free site survey for projects over 20 doors.', '/lp/free-site-survey'],
      ]),
      faq('Before you ask', [
        ['Do you sell to homes?', 'No. Threshold is built for businesses and public buildings.'],
        ['Is there a minimum?', 'No minimum; most customers start with 4 to 12 doors.'],
      ]),
    ],
  }),
  page('demo', '/demo', {
    heading: 'See Threshold in a live demo',
    headingAlt: 'Demo',
    sub: 'Thirty minutes, real hardware on camera, your questions.',
    summary:
      'Book a live Threshold demo: a specialist shows readers, the dashboard and lockdown on real hardware, tailored to your buildings.',
    art: ['webinar', 'blue'],
    alt: ALT['webinar'],
    sections: [
      hero('See it live', 'We open real doors on camera and answer your questions as we go.', ['Request a demo', '/quote']),
      leadForm('demo', 'Book your demo', 'Pick a time on the next page; fields marked * are required.', 'Book a demo'),
      grid('What we cover', [
        ['Your doors', 'We configure a demo site that looks like yours.'],
        ['The apps', 'Mobile unlock, wallet badges and visitor passes.', '/access-control-app'],
        ['Admin tasks', 'Schedules, reports, lockdown and integrations.'],
      ]),
      ctaSection('Prefer to visit?', 'Our showrooms in San Francisco and Lisbon have every product on real doors.', [
        ['Visit a showroom', '/showroom'],
      ]),
    ],
  }),
  page('resellers', '/resellers', {
    heading: 'Become a Threshold partner',
    headingAlt: 'Partners',
    sub: 'For installers, integrators and security consultants.',
    summary: 'The Threshold partner programme: margins, training, demo kits, leads from your region and a partner portal.',
    art: ['partner-portal', 'green'],
    alt: ALT['partner-portal'],
    sections: [
      hero('Grow with cloud access control', 'Recurring revenue on every door you install.', ['Apply to become a partner', '/contact-us']),
      grid('What partners get', [
        ['Margins', 'Hardware margin plus a share of every licence renewal.'],
        ['Training', 'Certification courses in the academy, free for your technicians.', '/academy'],
        ['Leads', 'Requests from your area go to certified partners first.', '/access-control'],
      ]),
      stats('The programme', [
        ['600+', 'certified partners'],
        ['30', 'countries'],
        ['2 days', 'to certification'],
      ]),
      steps('How to join', [
        ['Apply', 'Tell us about your company, your region and the doors you install each year.'],
        ['Certify', 'Your technicians take the two-day hardware course, online or in a showroom.'],
        ['Sell', 'Order a demo kit at cost and start receiving leads from your area.'],
      ]),
      leadForm('resellers', 'Apply to become a partner', 'We answer every application within two working days.', 'Send application'),
    ],
  }),
  ...thankYouPages(),
  page('showroom', '/showroom', {
    heading: 'Visit a Threshold showroom',
    headingAlt: 'Showroom',
    sub: 'Every product on real doors, in San Francisco and Lisbon.',
    summary:
      'Visit the Threshold showrooms in San Francisco and Lisbon to try readers, intercoms, lockdown and wallet badges on real doors.',
    art: ['showroom', 'blue'],
    alt: ALT['showroom'],
    sections: [
      hero('Try it on a real door', 'Bring your badge and your phone; leave with a plan.', ['Book a visit', '/contact-us']),
      grid('In the showroom', [
        ['Door wall', 'Six doors with every lock type we support.'],
        ['Lift bank', 'A working lift panel wired for floor control.', '/features/elevator-access'],
        ['Lockdown room', 'Trigger a lockdown and watch every door react.', '/features/lockdown'],
      ]),
    ],
  }),
  page('support-request', '/support-request', {
    heading: 'Get help from Threshold support',
    headingAlt: 'Support request',
    sub: 'For customers and partners with an installed system.',
    summary: 'Open a Threshold support request: what to include, response times by priority, and where to find self-help.',
    art: ['developer-docs', 'ink'],
    alt: ALT['developer-docs'],
    sections: [
      hero('How can we help?', 'Include the site name and the door, and attach a screenshot of the event log if you can.', [
        'Contact us',
        '/contact-us',
      ]),
      stats('Response times', [
        ['15 min', 'door will not lock or unlock (P1)'],
        ['2 h', 'feature not working (P2)'],
        ['1 day', 'questions and requests (P3)'],
      ]),
      grid('Help yourself', [
        ['Documentation', 'Installation, wiring and admin guides.', '/docs'],
        ['Academy', 'Courses for admins and installers.', '/academy'],
        ['Live sessions', 'Weekly video Q&A with our engineers.', '/threshold-connect-video-sessions'],
      ]),
    ],
  }),
  page('docs', '/docs', {
    heading: 'Threshold documentation',
    headingAlt: 'Documentation',
    sub: 'Installation, administration and the API.',
    summary: 'The Threshold documentation hub: installation and wiring guides, admin guides, the REST API and release notes.',
    art: ['developer-docs', 'blue'],
    alt: ALT['developer-docs'],
    sections: [
      hero('Documentation', 'The full product documentation lives on our docs site; start here.', [
        'Open the docs site',
        'https://docs.threshold.example',
      ]),
      grid('Popular topics', [
        ['Wiring a door', 'Step-by-step wiring for strikes, maglocks and exit devices.', '/academy/courses/credentials-and-readers'],
        ['Admin onboarding', 'Sites, doors, roles and schedules.', '/academy/courses/managing-users-and-roles'],
        ['API', 'REST endpoints, webhooks and rate limits.', '/updates/api-rate-limit-headers'],
        ['System overview', 'How the parts fit together.', '/access-control-system'],
      ]),
    ],
  }),
  page('office-occupancy-index', '/office-occupancy-index', {
    heading: 'The Office Occupancy Index',
    headingAlt: 'Office occupancy index',
    sub: 'How full are offices, really? Monthly data from anonymised door events.',
    summary: 'The Threshold Office Occupancy Index: monthly office attendance across cities, from anonymised and aggregated door events.',
    art: ['occupancy-report', 'blue'],
    alt: ALT['occupancy-report'],
    sections: [
      hero('How full are offices, really?', 'Each month we publish attendance from anonymised, aggregated entry events.', [
        'Read the analysis',
        '/blog/a-year-of-the-office-occupancy-index',
      ]),
      stats('October 2026', [
        ['54%', 'average weekday occupancy'],
        ['Tuesday', 'busiest day in 9 of 12 cities'],
        ['31%', 'Friday occupancy'],
      ]),
      richText(
        'Method',
        'We count unique people entering offices on weekdays, divided by the people with access to those offices. Data covers accounts that opted in, aggregated by city, with no city reported under 50 buildings. No individual is identifiable.',
      ),
    ],
  }),
  page('connect-video-sessions', '/threshold-connect-video-sessions', {
    heading: 'Threshold Connect: live video sessions',
    headingAlt: 'Connect video sessions',
    sub: 'Weekly sessions with our engineers, recorded for later.',
    summary: 'Threshold Connect: weekly live video sessions on admin topics, new features and installation, with open Q&A.',
    art: ['webinar', 'amber'],
    alt: ALT['webinar'],
    sections: [
      hero('Learn from the people who build it', 'Every Thursday at 17:00 CET and 10:00 Pacific.', ['Browse the academy', '/academy']),
      grid('Upcoming topics', [
        ['Schedules that survive holidays', 'Build holiday calendars once and reuse them across sites.'],
        ['Lockdown drills', 'How schools run drills without disrupting lessons.', '/blog/running-a-lockdown-drill'],
        ['What is new this month', 'A walk through the latest feature updates.', '/updates'],
      ]),
      hubspotForm(
        '7c9d2e4b-1a3f-4b6c-8d2e-5f0a9b3c7e18',
        'Register for the next session',
        'We send the link the day before, and the recording after.',
      ),
    ],
  }),
  page('lp-spring-offer', '/lp/video-intercom-offer', {
    heading: 'Answer the door from anywhere',
    headingAlt: 'Video intercom offer',
    sub: 'Bundle pricing on the video intercom for new sites this quarter.',
    summary: 'Bundle offer: the Threshold video intercom with a reader and controller for new sites, at a bundle price this quarter.',
    art: ['render', 'intercom-call', 'amber'],
    alt: ALT['intercom-call'],
    noindex: true,
    // SPEC 3.2: a paid landing page repeats the product page; search engines should credit that page.
    canonical: 'https://www.threshold.example/products/video-intercom',
    sections: [
      hero('Answer the door from anywhere', 'Bundle pricing on the video intercom for new sites this quarter.', ['Get a quote', '/quote']),
      grid('In the bundle', [
        ['Video intercom', 'For the main entrance.'],
        ['Controller', 'Runs the entrance and three more doors.'],
        ['Installation review', 'Our engineer checks the partner’s plan.'],
      ]),
      leadForm('quote', 'Get the bundle price', 'Tell us about your entrances; fields marked * are required.', 'Request the bundle price', {
        redirectUrl: '/lp/video-intercom-offer/thank-you',
      }),
    ],
  }),
  page('lp-switch-from-keys', '/lp/switch-from-keys', {
    heading: 'Stop cutting keys',
    headingAlt: 'Switch from keys',
    sub: 'Replace master keys with phones and badges, starting with one door.',
    summary: 'A paid landing page for teams still on metal keys: start with one door, see the savings, then roll out.',
    art: ['keys-to-phone', 'green'],
    alt: ALT['keys-to-phone'],
    noindex: true,
    sections: [
      hero('Stop cutting keys', 'A lost master key costs an average of 4,800 dollars in rekeying. A lost phone costs a click.', [
        'Get a quote',
        '/quote',
      ]),
      stats('The cost of keys', [
        ['$4,800', 'average rekey after a lost master key'],
        ['1 click', 'to revoke a phone or badge'],
      ]),
    ],
  }),
  page('lp-free-site-survey', '/lp/free-site-survey', {
    heading: 'A free site survey for your building',
    headingAlt: 'Free site survey',
    sub: 'A certified partner walks your doors and you get a plan, at no cost.',
    summary: 'Book a free site survey: a certified installer records every door and returns a design and a quote within a week.',
    art: ['site-survey', 'blue'],
    alt: ALT['site-survey'],
    noindex: true,
    sections: [
      hero('A free site survey', 'For projects of 20 doors or more, booked this quarter.', ['Book the survey', '/quote']),
      faq('About the survey', [
        ['How long does it take?', 'About an hour for every 30 doors.'],
        ['Am I committing to anything?', 'No. The design and quote are yours to keep.'],
      ]),
    ],
  }),
]
