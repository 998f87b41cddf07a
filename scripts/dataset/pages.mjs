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
  trustCentre,
} from './lib.mjs'

/** A product card's picture: the product render at card size. */
const card = (motif, palette, alt) => image(productRender(motif, palette, 600, 400), 600, 400, alt)
/** The picture of a media-and-text row: a drawn scene at 4:3. */
const scene = (motif, palette, seed, alt) => image(cover(motif, palette, seed, 800, 600), 800, 600, alt)
/** A paid landing page's hero picture: wide and low (3:1), so the form under the hero starts on the first screen. */
const banner = (svg, alt) => image(svg, 1200, 400, alt)
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
      stats('Trusted every day', [
        ['{{doors}}', 'doors managed'],
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
        'Visitors press one button. The right person sees them, talks to them and lets them in, from the desk, the app or the other side of the world.',
        ['Get a quote', '/quote'],
        ['See the bundle offer', '/lp/video-intercom-offer'],
      ),
      richText(
        'How a visitor gets in',
        'A visitor presses the call button. The intercom rings whoever you chose for that entrance at that time of day: the front desk during office hours, a tenant’s team for their floor, a remote duty team at night. They see the visitor on a 160° picture that shows both the face at the door and the parcel on the floor, talk to them over full-duplex audio, and open the door with one tap in the app or the dashboard.',
        'Every call is an event in the same audit log as the doors, with a still image of the caller and the name of the person who opened the door. Staff do not need the intercom at all: it has a [reader](/products/reader) built in, so they open the entrance with their phone, wallet badge or card like any other door.',
      ),
      grid('Made for busy entrances', [
        ['Call routing', 'Ring a person, a team, or the front desk first and the team after 20 seconds.'],
        ['Wide view', 'A 5 MP camera with a 160° lens sees the parcel on the floor and the face at the door.'],
        ['Deliveries', 'Couriers get a one-time code for the parcel room, valid until the end of the day.', '/features/visitor-access'],
        [
          'Guest passes',
          'Invited visitors scan their QR pass at the intercom and walk in; their host is notified.',
          '/features/visitor-access',
        ],
      ]),
      stats('Built for the street side of the door', [
        ['IK10', 'impact rating'],
        ['IP65', 'rated against rain and dust'],
        ['5 m', 'infrared night vision'],
      ]),
      steps('Installed at the entrance', [
        ['Mount', 'Surface-mount the intercom at the entrance, at the height your accessibility rules require.'],
        ['Connect', 'One PoE+ cable powers it; OSDP to the controller releases the door.'],
        ['Route', 'Choose in the dashboard who is called, in which order and at which hours.'],
      ]),
      grid('Pairs well with', [
        ['Controller', 'Releases the entrance and runs three more doors from the ceiling.', '/products/controller'],
        ['Video surveillance', 'A camera inside the lobby, linked to every call and door event.', '/products/video-surveillance'],
        ['Mobile app', 'Answer calls and open the door from your phone, anywhere.', '/access-control-app'],
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
          ['Warranty', '5 years'],
        ],
      ),
      faq('Questions about the intercom', [
        ['Does it replace our reader?', 'It has a reader built in, so a main entrance needs only the intercom.'],
        [
          'Are calls recorded?',
          'Only a still image of each call is kept, for 30 days by default; video recording is off unless you turn it on.',
        ],
        [
          'What if nobody answers?',
          'The call moves down the list you set, for example from the front desk to the team after 20 seconds, and the visitor hears that someone is being called.',
        ],
        [
          'Can it work at an entrance shared by several tenants?',
          'Yes. Visitors type the tenant’s short code on the keypad before pressing call, and the call rings that tenant’s people only.',
        ],
        [
          'Does it work when the internet is down?',
          'Staff and visitor passes still open the door through the controller; calls to phones resume when the connection returns.',
        ],
      ]),
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
        [
          'At the door',
          'The reader and the video intercom: phones, wallet badges, encrypted cards, PINs and visitor passes.',
          '/products/reader',
          card('reader-keypad', 'blue', ALT['reader-keypad']),
        ],
        [
          'In the ceiling',
          'The four-door controller that decides locally and keeps working offline.',
          '/products/controller',
          card('controller-offline-buffer', 'ink', ALT['controller-offline-buffer']),
        ],
        [
          'In the cloud',
          'The dashboard, the API and the audit log, for every site.',
          '/products/cloud-management-dashboard',
          card('screen-sites', 'blue', ALT['screen-sites']),
        ],
        [
          'In your pocket',
          'The mobile app and wallet badges, for staff, admins and guests.',
          '/access-control-app',
          card('app-unlock', 'green', ALT['app-unlock']),
        ],
      ]),
      richText(
        'Why cloud-based',
        'A traditional system keeps its rules on a server in the building. Changing a schedule means a trip to that server, each site is an island, and the server itself needs patching, backing up and replacing every few years. Threshold keeps the rules in the cloud and a copy on every controller, so a change reaches every site in seconds and doors do not depend on the internet to open.',
        'The split matters when something goes wrong. If a building loses its connection, its controllers keep deciding at the door from their local copy and hold the events until the link returns. If a controller is stolen, its cache is encrypted and the device is revoked remotely.',
        'Read the [comprehensive guide](/guides/physical-access-control-systems) for the long version.',
      ),
      grid('What the system does', [
        ['Roles and schedules', 'Who may open which door, when, defined once for every site.', '/products/cloud-management-dashboard'],
        ['Visitors', 'Invitations and QR passes that open only the doors of the visit, for its duration.', '/features/visitor-access'],
        ['Lockdown', 'Every door of a site locked in seconds from a button, the app or the dashboard.', '/features/lockdown'],
        ['Integrations', 'People from your identity provider or HR system; events to chat, alarms and your SIEM.', '/integrations'],
      ]),
      faq('Questions about the system', [
        [
          'Do I have to replace my locks?',
          'Usually not. The controller drives the electric strikes, maglocks, turnstiles and gates most buildings already have.',
        ],
        [
          'Can I add cameras and intercoms later?',
          'Yes. Every part joins the same account when it is installed; a camera added next year links its clips to the door events of the doors it watches.',
        ],
        [
          'Who installs it?',
          'A certified partner near your buildings, after a site survey. Our deployment team reviews every design before work starts.',
        ],
        [
          'How is it priced?',
          'Hardware is bought once; software is a licence per door, per year, with no fee per person, visitor or app user.',
        ],
        [
          'What if we outgrow a plan or leave?',
          'Plans change with a call, and nothing is locked in: your audit log exports as CSV, the controllers drive standard locks, and the readers speak OSDP, so your doors are never tied to us by hardware.',
        ],
      ]),
      ctaSection('See the whole system working together', 'A 30-minute demo on real doors, from a badge tap to the audit log.', [
        DEMO,
        ['Get a quote', '/quote'],
      ]),
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
      'Employee badges in Apple Wallet: express mode at the reader, works in power reserve, provisioned and revoked from the Threshold dashboard.',
    art: ['app-wallet-badge', 'night'],
    alt: ALT['app-wallet-badge'],
    sections: [
      hero(
        'Your badge, in Apple Wallet',
        'Express mode opens the door without unlocking the phone or opening an app, and keeps working in power reserve.',
        DEMO,
        ['Every access method', '/products/access-methods'],
      ),
      richText(
        'A badge people do not have to think about',
        'An employee badge in Apple Wallet works like a contactless payment card. Hold the iPhone or Apple Watch near a Threshold reader and the door opens: no Face ID, no passcode, no app to find on the home screen. The badge sits next to the employee’s payment cards and boarding passes, with their photo, name and company on it.',
        'Because it uses the phone’s secure element, the badge key cannot be copied to another device, read from a distance or shared by screenshot. It is the same protection Apple Pay relies on, and a stronger one than any plastic card.',
        'Android users get the same experience with a Google Wallet badge, or with the Threshold app’s touch-free unlock.',
      ),
      steps('From invitation to open door', [
        ['Invite', 'An admin, or the identity provider through SCIM, adds the person to a group with doors.'],
        ['Add', 'The employee receives an e-mail and adds the badge to Apple Wallet in two taps, on the phone and the watch at once.'],
        ['Open', 'They hold the phone or watch near the reader. The door opens in under 300 ms.'],
        ['Revoke', 'When they leave, the badge is removed from every device and stops working on every door within seconds.'],
      ]),
      grid('Why teams switch to wallet badges', [
        ['No badge printer', 'New starters have a badge before their first day, wherever they work.'],
        ['Nothing to lose', 'People forget cards at home; they rarely forget their phone.'],
        ['Harder to share', 'A wallet badge is tied to one person’s devices and cannot be handed to a colleague at the door.'],
      ]),
      faq('Wallet questions', [
        [
          'Does it work on Apple Watch?',
          'Yes. The badge is added to the watch at the same time as the phone, and opens doors with a flick of the wrist.',
        ],
        [
          'What if the phone battery is flat?',
          'In power reserve, an iPhone still presents the badge in express mode after the battery has run out for everything else.',
        ],
        [
          'What about Android?',
          'Android phones can hold a Google Wallet badge, or use the Threshold app, which offers the same touch-free unlock.',
        ],
        [
          'What happens when a phone is lost?',
          'The employee or an admin suspends the badge from the dashboard or the app, and Apple’s Find My can also remove it. The new phone gets the badge from a fresh invitation.',
        ],
        [
          'Which readers support it?',
          'Every Threshold reader and video intercom reads wallet badges; no hardware change is needed to turn them on.',
        ],
      ]),
      ctaSection('Put your badges in the wallet', 'See a wallet badge added and used on a real door, in a 30-minute demo.', [
        DEMO,
        ['Get a quote', '/quote'],
      ]),
    ],
  }),
  page('features-global', '/features/global-access-control', {
    heading: 'Access control for every site you run',
    headingAlt: 'Multi-site control',
    sub: 'One policy across countries, with local admins where you need them.',
    summary:
      'Run access control for offices in several countries from one account, with site-scoped admins, local schedules and regional data residency.',
    art: ['data-residency', 'blue'],
    alt: ALT['data-residency'],
    sections: [
      hero(
        'One policy, every site',
        'A traveller’s badge works in Lisbon and Austin; the Lisbon admin sees only Lisbon; head office sees everything.',
        DEMO,
        ['Enterprise', '/enterprise'],
      ),
      richText(
        'When every office grew its own system',
        'Companies with sites in several countries rarely chose their access systems together. Each office bought what a local installer sold, so head office ends up with a different vendor, a different badge and a different log per country, and an auditor’s question about who can enter the server rooms takes a week of e-mails.',
        'Threshold puts every site in one account. Roles are defined once, globally, and apply everywhere: an engineer’s role opens the engineering floors in every office. Local teams still run their own buildings, inside the limits head office sets.',
        'When a new office opens, it inherits the global roles on day one: the local admin adds doors and a schedule, and everyone whose role covers the new office can walk in. Closing an office is the reverse, and its history stays in the log.',
      ),
      grid('Built for global teams', [
        ['Site-scoped admins', 'Delegate daily work to local office managers and facilities teams without handing out global rights.'],
        [
          'Local time, local holidays',
          'Schedules follow each site’s time zone, daylight saving included, with a holiday calendar per country.',
        ],
        ['Data residency', 'Keep EU event data in our EU region, as GDPR-minded teams prefer.', '/legal/gdpr'],
        [
          'One log, one report',
          'Search and export door events across every site at once, or one site at a time, for audits and investigations.',
        ],
      ]),
      faq('Multi-site questions', [
        [
          'Do travellers need a new badge in each office?',
          'No. One credential works in every office their role allows, whether a wallet badge, the app or a card.',
        ],
        [
          'Can we keep a legacy system in some countries for now?',
          'Yes. Many customers move one region at a time and run both systems side by side during each cut-over.',
        ],
        [
          'Who installs in each country?',
          'Certified partners install and service the hardware locally, and our deployment team checks every design before work starts.',
        ],
        [
          'Can a local admin lock down their own site?',
          'Yes, if their role allows it. A site lockdown affects that site only, while global security can lock any site.',
        ],
        [
          'How do we move a country off its old system?',
          'Region by region. A certified partner installs beside the legacy readers, both systems run for a week, and the old cards are switched off once every person has a new credential. Our enterprise team plans the order with you, starting where support contracts end first.',
        ],
      ]),
      ctaSection('Bring every site into one account', 'Our enterprise team plans multi-country rollouts, region by region.', [
        ['Talk to enterprise sales', '/enterprise'],
        DEMO,
      ]),
    ],
  }),
  page('features-hybrid', '/features/hybrid-workplace-security', {
    heading: 'Security for the hybrid office',
    headingAlt: 'Hybrid workplace',
    sub: 'Doors that know who is in today.',
    summary:
      'Hybrid workplace security: floors that open when desks are booked, occupancy data from door events and guest passes in batches.',
    art: ['screen-occupancy', 'green'],
    alt: ALT['screen-occupancy'],
    sections: [
      hero(
        'Security for the hybrid office',
        'When half the team is at home, every unused floor is a risk and a cost. Open only what is booked today.',
        DEMO,
      ),
      richText(
        'The office is no longer full every day',
        'A hybrid week leaves floors empty on Mondays and Fridays and crowded on Tuesdays. Empty floors are where laptops walk out and where heating and lights run for nobody. A building where every badge opens every floor every day treats Friday like Tuesday.',
        'Threshold ties the doors to how the office is actually used. Floors and zones can open only when someone has a desk booked, the door log tells you which days the office fills, and visitors for the days people come in receive passes in one batch.',
        'None of it asks employees to do anything new. They book a desk as they do today, and their badge or phone opens the floor they booked.',
      ),
      grid('What changes', [
        [
          'Floors open when they are booked',
          'Connect your desk-booking tool and a floor’s doors open for the people who booked it, on the day they booked it.',
        ],
        [
          'Occupancy from door events',
          'See which days and floors fill up from anonymised entry counts, without cameras counting heads.',
          '/office-occupancy-index',
        ],
        ['Guests in a batch', 'Visitors for the Tuesday all-hands get passes in one go.', '/features/visitor-access'],
        [
          'Quiet floors locked',
          'On the days a floor has no bookings, it stays locked, and a door forced on an empty floor alerts security at once.',
        ],
      ]),
      faq('Hybrid office questions', [
        [
          'Do people have to book to get in?',
          'Only if you want them to. Most customers keep the lobby and shared floors open to every employee and use booking rules for quiet floors and team areas.',
        ],
        [
          'Is the occupancy data about individuals?',
          'Reports count entries per day, floor or site. Individual door events stay in the audit log, visible only to admins whose role allows it.',
        ],
        [
          'Which desk-booking tools work with it?',
          'Any tool that can call our REST API or receive webhooks; ask us about yours and we tell you how other customers connected it.',
        ],
        [
          'Can we see how our office compares?',
          'Our Office Occupancy Index publishes monthly attendance by city, from anonymised and aggregated door events.',
        ],
        [
          'Does locking quiet floors save money?',
          'It lets you find out. Door events show which floors are empty on which days, and customers use that to close floors for cleaning, heating and lighting on the days nobody books them.',
        ],
      ]),
      ctaSection('Run the office for the days people come in', 'We show booking rules and occupancy reports on a live office.', [
        DEMO,
        ['Get a quote', '/quote'],
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
      richText(
        'A building with many masters',
        'A multi-tenant building has one lobby and many tenants, each with its own people, its own hours and its own idea of security. Traditional systems make the landlord the only administrator, so every new starter, lost card and leaver at every tenant becomes a ticket for the facilities team.',
        'Threshold splits the work the way the lease does. The landlord controls the shell: entrances, lifts, car park, loading dock and plant rooms. Each tenant controls its own suite and its own people, and sees nothing of anyone else’s.',
        'Shared amenities work the same way: a gym, a roof terrace or a bike store opens to every tenant’s people during the hours you set, and closes to a tenant whose lease has ended without anyone collecting a card.',
      ),
      grid('For landlords and property managers', [
        ['Tenant portals', 'Each tenant manages its own people without seeing anyone else’s.'],
        ['Lift control', 'A badge calls the lift to the right floor and nowhere else.', '/features/elevator-access'],
        ['Contractor access', 'Time-boxed passes for the loading dock and plant rooms, with every entry logged.'],
        [
          'Visitors to the right tenant',
          'The lobby intercom rings the tenant’s people, not the landlord’s desk.',
          '/products/video-intercom',
        ],
      ]),
      stats('At Northwind Properties', [
        ['38', 'buildings on one dashboard'],
        ['1,200', 'tenant companies managing their own people'],
        ['10 min', 'to move a tenant in, down from two days'],
      ]),
      faq('Commercial building questions', [
        [
          'Can tenants bring their own access system?',
          'They can keep it on their own suite doors; most move to the building’s system once they see their staff can use one credential for the lobby, the lift and the office.',
        ],
        [
          'How do contractors get in at night?',
          'The facilities team issues a pass for the plant room and loading dock, for the hours of the job; the pass expires on its own.',
        ],
        [
          'Can the building run on existing hardware?',
          'Often, yes. The controller drives standard strikes and maglocks, and installers reuse door contacts and cabling where they are sound.',
        ],
        [
          'What do tenants pay?',
          'That is between landlord and tenant: licences are per door, never per person, and many landlords include shared doors in the service charge.',
        ],
        [
          'Can tenants see who visited their suite?',
          'Yes. A tenant’s admins see the log of their own doors and their own visitors, and can export it for their own auditors, without seeing any other tenant’s events.',
        ],
      ]),
      ctaSection('Give your tenants their own keys to the system', 'See the tenant portal and lift control on a live building.', [
        DEMO,
        ['Read the Northwind story', '/customers/northwind-properties'],
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
      hero(
        'Mobile unlock that feels like magic',
        'The app wakes only near Threshold readers, so it costs less than 1% of battery a day.',
        ['Download the app', '/access-control-app'],
        ['Get demo', '/quote'],
      ),
      richText(
        'Three ways to open',
        '- **Touch-free**: walk up with the phone in your pocket; the door opens within a metre.',
        '- **Tap**: touch the reader with the phone, for doors where intent matters.',
        '- **Remote**: press unlock in the app, for the door you are not standing at.',
        'Admins choose which modes each door accepts in the [dashboard](/products/cloud-management-dashboard): touch-free for the main entrance people walk through with their hands full, tap for the server room, remote for the delivery door a receptionist opens from her desk.',
      ),
      steps('What happens at the door', [
        ['Wake', 'The phone notices a Threshold reader nearby over Bluetooth Low Energy; until then, the app does nothing.'],
        [
          'Prove',
          'The app answers the reader’s challenge with a key held in the phone’s secure hardware. Nothing the reader sees can be replayed.',
        ],
        [
          'Decide',
          'The controller checks the person’s role and the door’s schedule locally, in under 50 ms, even if the building is offline.',
        ],
        ['Open', 'The lock releases and the event appears in the audit log within a second.'],
      ]),
      grid('Built to be left alone', [
        ['Battery-friendly', 'Scanning starts only near Threshold readers, so a day of unlocking costs less than 1% of battery.'],
        ['Private', 'The app does not track location; it knows only which door you opened and when.'],
        ['No signal needed', 'The phone talks to the reader directly, so doors open in basements and car parks with no mobile signal.'],
      ]),
      faq('Mobile unlock questions', [
        ['Which phones are supported?', 'iPhones on iOS 16 or later and Android phones on Android 10 or later.'],
        [
          'What if someone borrows my phone?',
          'For doors that need it, admins can require the phone to be unlocked, so a borrowed or stolen phone in a locked state opens nothing.',
        ],
        ['Can visitors use the app?', 'They do not need to. Visitors receive a QR pass by e-mail that opens in any phone browser.'],
        [
          'Do I need the app if I use Apple Wallet?',
          'No. A wallet badge opens doors on its own; the app adds remote unlock, guest invitations and, for admins, door control.',
        ],
        [
          'How do people get the credential?',
          'They receive an e-mail invitation, install the app and sign in with their work account; the credential is on the phone within a minute. When they leave, it is removed from the phone the next time it connects and stops working on every door at once.',
        ],
      ]),
      ctaSection('Open your first door with a phone', 'See touch-free, tap and remote unlock on real doors in a 30-minute demo.', [
        DEMO,
        ['Get a quote', '/quote'],
      ]),
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
        ['Why prox cards are easy to clone', '/blog/why-125khz-prox-cards-are-easy-to-clone'],
      ),
      richText(
        'The card in your lanyard is probably the weak point',
        'Most buildings still run on 125 kHz proximity cards. They send the same number every time they are read, in the clear, and a reader hidden in a bag can copy one as its owner queues for coffee. The copy opens every door the original does, and the log shows the original’s name.',
        'Threshold badges are MIFARE DESFire EV3 cards and fobs. Each one answers the reader’s challenge with an AES-128 key that belongs to your account alone, so a copied card number is worthless and a card enrolled for another customer opens nothing of yours.',
      ),
      grid('The badge programme', [
        ['Photo badges', 'Upload photos in the dashboard; we print and ship enrolled cards in three days.'],
        [
          'Packs of 50',
          'Blank DESFire EV3 cards and fobs, pre-enrolled to your account, for sites that print their own.',
          '/products/accessories',
        ],
        [
          'Migration',
          'Readers accept old and new cards during the switch, then you turn the old ones off.',
          '/blog/why-125khz-prox-cards-are-easy-to-clone',
        ],
        ['Lost cards', 'Report it in the app and the card stops working on every door within seconds.'],
      ]),
      steps('Moving off proximity cards', [
        ['Keep', 'New readers read your old 125 kHz cards during the migration, so nobody is locked out on day one.'],
        ['Replace', 'Hand out encrypted badges team by team, or move people to phones and wallet badges instead.'],
        ['Retire', 'Turn proximity cards off for the whole account with one setting, and the cloning risk goes with them.'],
      ]),
      faq('Badge questions', [
        [
          'Can a badge and a phone belong to the same person?',
          'Yes. A person can hold a card, a phone credential and a wallet badge at once; each can be suspended on its own.',
        ],
        [
          'Can badges carry our own design?',
          'Yes. Photo badges are printed with your logo, colours and the fields you choose, such as name, department and an expiry date.',
        ],
        [
          'Do badges work when the internet is down?',
          'Yes. Controllers keep every credential locally and decide at the door, so a card opens the doors it should with or without a connection.',
        ],
        [
          'What does it cost to move off proximity cards?',
          'The readers are the main cost, and you need them for phones and wallet badges anyway. Cards are priced per pack, and many customers move most people to phones so they buy far fewer cards than they hand back.',
        ],
      ]),
      ctaSection('Replace the cards that can be copied', 'Send us your door count and current cards; we plan the migration with you.', [
        ['Get a quote', '/quote'],
        DEMO,
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
      hero(
        'Visitors in, without the queue',
        'Hosts invite; guests get a QR pass; the door opens at the right time only, and the host knows the moment their guest arrives.',
        DEMO,
      ),
      richText(
        'The paper book at reception',
        'A visitor book is slow for guests, unreadable for the fire warden and useless as a record: names are illegible, nobody signs out, and anyone who walks in confidently behind a delivery is never written down at all.',
        'With Threshold, the person who invited the guest is responsible for them. The host sends the invitation, the guest arrives with a pass that opens only the doors the host chose, only during the visit, and the log knows who is in the building.',
      ),
      steps('A visit, from invitation to exit', [
        ['Invite', 'From the dashboard, the app or a calendar invitation, for one guest or a list.'],
        ['Arrive', 'The guest scans the pass at the reader or intercom; the host gets a notification.'],
        [
          'Move around',
          'The pass opens the doors the host picked, such as the lobby, the lift and a meeting floor, during the visit only.',
        ],
        ['Log', 'A visitor log with arrival times, ready for the fire warden’s roll call.'],
      ]),
      grid('For busy front doors', [
        ['Guest lists in bulk', 'Load an event’s list and every guest receives a pass at once.'],
        ['Deliveries', 'Couriers get a one-time code for the parcel room, valid until the end of the day.', '/products/video-intercom'],
        ['Repeat visitors', 'Contractors and consultants get a pass for the weeks of their project, not one per visit.'],
      ]),
      faq('Visitor questions', [
        ['Do guests need the app?', 'No. The pass arrives by e-mail and opens in any phone browser.'],
        ['Can passes be reused?', 'A pass works only inside its time window and only on the doors the host picked.'],
        [
          'What if the host is in a meeting?',
          'Hosts can name a colleague or a team to be notified too, and the intercom rings the front desk first and the team after 20 seconds.',
        ],
        [
          'How long do you keep visitor records?',
          'As long as your retention policy says. Admins choose how long visitor names and passes are kept, and older records are deleted automatically.',
        ],
        [
          'Can guests sign an agreement on arrival?',
          'Yes. A host can attach a document such as a non-disclosure agreement or safety rules to the invitation, and the guest accepts it from the pass before it opens any door.',
        ],
        [
          'Does the fire warden see who is in?',
          'Yes. The visitor log lists every guest who arrived and has not left, with their host, on a phone; in an evacuation it is the roll call.',
        ],
      ]),
      ctaSection('Retire the visitor book', 'Invite a guest and watch them arrive, in a 30-minute demo.', [
        DEMO,
        ['Get a quote', '/quote'],
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
        'A lockdown is a setting of the whole site, not a message to each door. Every controller holds its lockdown plan locally, so doors lock even if the internet link to the building has been cut.',
        'Lockdown can also connect to the tools your responders already use: a mass-notification service, a panic-alarm system or a building’s intercoms, so pressing one button locks the doors and tells staff why.',
      ),
      steps('What happens when someone presses the button', [
        ['Trigger', 'A wall button under its cover, the dashboard or the app, with a second confirmation.'],
        ['Lock', 'Every door in the plan locks within seconds; held-open doors alarm until someone closes them.'],
        ['Respond', 'Badges of the roles you name, such as security staff and police, keep opening doors.'],
        ['Release', 'Only the roles you allow can lift the lockdown, site by site or all at once, and every step is logged.'],
      ]),
      faq('Lockdown questions', [
        [
          'Can people still get out?',
          'Yes. Locked doors still open from the inside for free egress, and electrified locks release on a fire-alarm signal, as fire codes require.',
        ],
        [
          'Can we lock part of a site?',
          'Yes. Plans can cover one building, one floor or a whole campus, so a threat at the sports hall does not have to stop the science block.',
        ],
        [
          'How do we practise without frightening anyone?',
          'Drills use the same plan with a drill label in the log, so the review shows which doors locked and how fast, and nobody mistakes the record for a real event.',
        ],
        ['Is lockdown in every plan?', 'One-click lockdown is part of the Pro and Enterprise plans.'],
        [
          'What does the record show afterwards?',
          'Who triggered the lockdown and from where, when each door locked, which doors were held open and for how long, every responder’s entry and who released it. The review starts from facts rather than recollections.',
        ],
        [
          'Does lockdown work with our wireless locks?',
          'Yes. Wireless locks on classroom and office doors join the same plan through their hub and lock with the wired doors.',
        ],
      ]),
      ctaSection('Plan your lockdown', 'We run a lockdown on real doors in a demo, and help you draw your first plan.', [
        DEMO,
        ['School safety guide', '/guides/school-safety-planning'],
      ]),
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
      richText(
        'The lift is the real front door',
        'In a multi-storey building, the lobby door keeps out the street, but the lift decides who reaches each tenant, each lab and each executive floor. A lift that takes anyone anywhere turns every floor’s security into its own door’s problem.',
        'Threshold gives each person the floors their role allows. A reader in the car, or at the destination panel in the lobby, reads their phone or badge, and the lift offers those floors and no others. The same roles and schedules that open doors decide the floors, so there is nothing extra to maintain.',
        'For visitors and contractors, the lift follows their pass: a guest for the fourth floor reaches the fourth floor, and a contractor for the plant room reaches the roof, for the time of their visit only.',
      ),
      grid('How we connect', [
        ['Relay panels', 'One relay per floor button, for most existing lifts, wired by your lift contractor and our partner together.'],
        ['Destination dispatch', 'High-level integrations with the major lift makers’ APIs.', '/integrations'],
        ['Schedules', 'Open the lobby floor to everyone from 8:00 and keep the rest badge-only.'],
        ['Visitors', 'A guest’s pass calls the lift to their host’s floor for the time of the visit.', '/features/visitor-access'],
      ]),
      faq('Elevator questions', [
        [
          'Does it interfere with fire service control?',
          'No. When the lift goes into fire service or evacuation mode, its own controller takes over and access control steps aside, as lift codes require.',
        ],
        [
          'Do we need to replace the lift controller?',
          'No. Relay panels connect to the existing car buttons; destination dispatch lifts connect through the manufacturer’s interface.',
        ],
        [
          'Can some floors be open to everyone?',
          'Yes. Any floor can be public during set hours, such as the lobby, a café floor or a conference level.',
        ],
        ['Is floor access logged?', 'Yes. Each floor selection is an event in the audit log, with the person, the car and the time.'],
        [
          'How long does a lift integration take?',
          'A relay integration is usually a day per lift bank, done with your lift contractor present. A destination dispatch integration depends on the manufacturer’s interface; we confirm the timeline in the proposal, after the site survey.',
        ],
        [
          'Can a lift stop at a floor during a lockdown?',
          'You decide. Lockdown plans can take floors out of service for everyone except responders, so the lift cannot carry anyone to a floor that has been locked.',
        ],
      ]),
      ctaSection('Bring your lifts into the system', 'Tell us the make and age of your lifts and we propose the integration.', [
        ['Get a quote', '/quote'],
        DEMO,
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
      hero(
        'Built for how your buildings work',
        'A gym at 3 a.m., a pharmacy store, a school at the morning bell: the doors are similar, the rules are not. Pick your industry to see the rules, the products and the customer who runs them.',
        DEMO,
        ['Read customer stories', '/customers'],
      ),
      richText(
        'One platform, different rules',
        'Every Threshold customer runs the same readers, controllers, app and dashboard. What changes from one sector to the next is what the doors must enforce and what the people running them are asked to prove.',
        '- A landlord needs tenants to manage their own people without seeing each other’s.',
        '- A fitness club needs access to follow the membership account, not a plastic card.',
        '- A school needs every door locked in seconds, and a visitor check at the front.',
        '- A lab or a bank needs an export that answers the inspector’s or auditor’s question in minutes.',
        'These rules are settings, not custom projects: schedules, roles, two-person doors, badge-and-PIN rooms, visitor passes and lockdown are in the product for every customer, and the integrations bring in the billing, HR, training or identity data that decide who may enter.',
      ),
      grid('Industries we serve', [
        [
          'Real estate',
          'Tenant self-service, shared lobbies and lifts, and one map of every building in the portfolio.',
          '/industry/real-estate',
        ],
        ['Fitness', 'Clubs open around the clock without night staff, with access paused the minute a payment fails.', '/industry/fitness'],
        [
          'Local government',
          'Libraries, town halls and depots on schedules that follow the public calendar, and logged records rooms.',
          '/industry/local-government',
        ],
        [
          'Healthcare and labs',
          'Badge-and-PIN controlled rooms, zoned labs and an inspection export ready in an afternoon.',
          '/industry/healthcare',
        ],
        [
          'Education',
          'One-button lockdown across a district, a video intercom at the front door and badges for substitutes.',
          '/industry/education',
        ],
        [
          'Manufacturing',
          'Turnstiles that follow the shift, gates that check contractor inductions and muster lists on a phone.',
          '/industry/manufacturing',
        ],
        [
          'Finance',
          'Two-person vault rooms, branch schedules and quarterly access reviews that go straight into the audit file.',
          '/industry/finance',
        ],
        [
          'High tech',
          'Door access that follows the identity provider, wallet badges and audited lab and server rooms.',
          '/industry/high-tech',
        ],
        [
          'Media',
          'Guest passes loaded by producers, crew access for the days of a booking and badge-and-PIN edit suites.',
          '/industry/media',
        ],
      ]),
      faq('Questions about fit', [
        [
          'My sector is not listed. Is Threshold for us?',
          'Probably. The list above is where we have published customer stories; customers also run hotels’ back offices, logistics depots, churches and co-working spaces on the same product. Tell us how your buildings are used and we say honestly whether we fit.',
        ],
        [
          'Do different industries get different software?',
          'No. Every customer gets the same dashboard, app and hardware, and the same updates every month. The industry pages show which settings and integrations each sector uses most.',
        ],
        [
          'Can one account cover buildings of different kinds?',
          'Yes. A university with a gym, labs and a car park, or a council with libraries and depots, runs each site with its own schedules and admins from one account.',
        ],
        [
          'How long does a deployment take?',
          'A site survey takes about an hour for every 30 doors, and the proposal follows within two days. A certified partner installs about 12 doors a day, and the median 100-door site goes live in six weeks, with the old system running beside the new one for the first week.',
        ],
      ]),
      ctaSection(
        'Talk to someone who knows your buildings',
        'Our specialists work by sector. Book 30 minutes and we show Threshold set up like a customer in your industry.',
        [DEMO, ['Get a quote', '/quote']],
      ),
    ],
  }),
  page('industry-real-estate', '/industry/real-estate', {
    heading: 'Access control for commercial real estate',
    headingAlt: 'Real estate',
    sub: 'Happier tenants, fewer keys, and one view of the whole portfolio.',
    summary: 'Threshold for landlords and property managers: tenant self-service, shared lobbies and lifts, and portfolio-wide reporting.',
    art: ['screen-tenants', 'blue'],
    alt: ALT['screen-tenants'],
    sections: [
      hero(
        'Access control for commercial real estate',
        'Tenants manage their own people; you keep control of the lobby, the lifts and the car park, across every building you run.',
        DEMO,
        ['Read the Northwind story', '/customers/northwind-properties'],
      ),
      richText(
        'What property teams tell us',
        'When we visit a landlord’s facilities team, we hear the same four sentences, whatever the size of the portfolio:',
        '- “Every move-in means printing badges, programming the lifts by hand and a van across town.”',
        '- “Tenants’ leavers keep their badges for weeks, because nobody tells us they have gone.”',
        '- “We inherited a different access system with every acquisition, and two of them are out of support.”',
        '- “A tenant with offices in two of our buildings carries two cards and calls two help desks.”',
        'None of this is a tenant’s problem to solve, but every one of them lands on the tenant’s first day in the building.',
      ),
      grid('How Threshold answers them', [
        [
          'Tenants run their own people',
          'Each tenant company is an organisation in the dashboard, with its own admins, doors and schedules, inside the rules you set. Its office manager invites staff from a phone; each invitation sends a mobile credential.',
        ],
        [
          'Shared spaces on building hours',
          'Lobby, lift, car-park and amenity doors follow building hours you set once, with a holiday calendar per building.',
        ],
        [
          'One map of the portfolio',
          'Every building, door alarm and door event on one screen, with site-scoped admins for each building manager.',
          '/features/global-access-control',
        ],
        [
          'Lifts that know the tenant',
          'A badge or phone in the lift car lights only the tenant’s floors and the shared ones.',
          '/features/elevator-access',
        ],
      ]),
      stats('Northwind Properties after one year', [
        ['4 → 1', 'access systems'],
        ['10 min', 'tenant move-in, down from two days'],
        ['85%', 'fewer locksmith call-outs'],
      ]),
      testimonial(
        'Tenants used to wait for cut keys and printed badges. Now their office manager adds people from a phone before the lease is even filed.',
        'Alicia Moreno',
        'Head of Property Operations',
        'Northwind Properties',
        photo('Alicia Moreno', { palette: 'sky', skin: 4, hair: 2, style: 'curly' }),
      ),
      grid('Products for a multi-tenant building', [
        ['Reader', 'Weather-sealed readers for lobbies, car parks and tenant suites: phones, wallet badges and cards.', '/products/reader'],
        ['Controller', 'Four doors per controller, driving the strikes and maglocks already on your doors.', '/products/controller'],
        [
          'Video intercom',
          'Visitors call the tenant, not the front desk, and are let in from the tenant’s phone.',
          '/products/video-intercom',
        ],
        [
          'Commercial buildings',
          'Tenant portals, contractor passes and loading-dock schedules in one system.',
          '/features/commercial-building-security',
        ],
      ]),
      faq('What landlords ask us', [
        [
          'Can a tenant see another tenant’s people or doors?',
          'No. A tenant’s admins see their own organisation and the shared doors you grant them, nothing else. Your facilities team sees everything, building by building.',
        ],
        [
          'Do we have to replace locks and cabling?',
          'Usually not. The controller drives standard electric strikes and maglocks; Northwind Properties reused its existing strikes, door contacts and cabling at 70% of its doors.',
        ],
        [
          'How is it priced for a multi-tenant building?',
          'Per door, never per person, so a tenant that doubles its headcount costs nothing more. Landlords usually hold the licences for shared doors and recover them through the service charge.',
        ],
        [
          'What happens when a lease ends?',
          'You switch the tenant’s organisation off and every credential of its people stops on every door within seconds. The audit log keeps the history for as long as your policy requires.',
        ],
        [
          'Can we switch buildings over without disturbing tenants?',
          'Yes. Partners install building by building and switch each one over on a weekend, so tenants arrive on Monday to working doors and a credential already on their phone.',
        ],
      ]),
      ctaSection(
        'Walk your portfolio with a specialist',
        'In 30 minutes we map your buildings, tenants and shared doors, and show the tenant portal on a live site.',
        [DEMO, ['Book a free site survey', '/lp/free-site-survey']],
      ),
    ],
  }),
  page('industry-fitness', '/industry/fitness', {
    heading: 'Access control for gyms and fitness clubs',
    headingAlt: 'Fitness',
    sub: 'Open 24/7 without staff at the door.',
    summary: 'Threshold for fitness clubs: member access tied to billing status, tailgating alerts, and staff-free night hours.',
    art: ['screen-member-checkin', 'amber'],
    alt: ALT['screen-member-checkin'],
    sections: [
      hero(
        'Open all night, safely',
        'Members walk in with their phone, lapsed memberships stop at the door, and the duty manager hears about a propped door before anyone else does.',
        DEMO,
        ['Read the Brightline story', '/customers/brightline-fitness'],
      ),
      richText(
        'What club operators tell us',
        'Members want to train before dawn and after late shifts. Operators want that revenue too, but not at the price of a staffed desk through the night. The same worries come up in every first call:',
        '- “An expired card keeps opening the door until someone at the desk notices.”',
        '- “The argument about a frozen account always happens at the turnstile, in front of the queue.”',
        '- “At night, one member badges in and three people follow.”',
        '- “If something happens in an empty club at 3 a.m., who knows, and how fast?”',
      ),
      grid('How Threshold answers them', [
        [
          'Access follows the membership',
          'Threshold connects to your billing system: a failed payment pauses access within a minute, and a successful retry restores it just as fast. The member sees why in your app.',
        ],
        [
          'Tailgating alerts',
          'A door held open for more than 8 seconds sounds a warning at the door and notifies the regional duty manager.',
          '/blog/tailgating-what-the-data-says',
        ],
        [
          'A person at the door, remotely',
          'After hours, the video intercom at the entrance connects to a remote duty team, and cameras attach a clip to every door event.',
          '/products/video-intercom',
        ],
        [
          'Home club or every club',
          'Premium members enter any club; standard members their home club. Changing a plan changes the doors the same minute.',
        ],
      ]),
      stats('Brightline Fitness across 62 clubs', [
        ['62', 'clubs open 24/7'],
        ['14%', 'of visits now at night'],
        ['60%', 'fewer tailgating alerts'],
      ]),
      testimonial(
        'Night-time incidents halved in the first year, and we stopped arguing with members about expired cards.',
        'Li Wei',
        'Head of IT',
        'Brightline Fitness',
        photo('Li Wei', { palette: 'coral', skin: 0, hair: 5, style: 'short' }),
      ),
      grid('Products for an unstaffed club', [
        ['Reader', 'Reads the phone in a member’s pocket in under 300 ms, so the entrance never queues.', '/products/reader'],
        ['Video intercom', 'A call button and a 160° camera at the entrance, answered by your remote team.', '/products/video-intercom'],
        [
          'Video surveillance',
          'Cameras whose clips are linked to every door event, kept on the camera for 30 days.',
          '/products/video-surveillance',
        ],
        ['Mobile unlock', 'Your members’ app carries the credential; nobody carries a card.', '/features/mobile-app'],
      ]),
      faq('What club operators ask us', [
        [
          'Does it work with our membership software?',
          'Threshold takes member status from your billing system through our API and webhooks; most operators connect it in a few days. Ask us about the system you run and we tell you how others have connected it.',
        ],
        [
          'Can members use our own app rather than yours?',
          'Yes. Brightline’s members open doors with the Brightline app, which carries a Threshold mobile credential. Members who prefer a card can have an encrypted one.',
        ],
        [
          'What if the internet goes down at night?',
          'Doors keep working. Each controller holds every credential and schedule locally and uploads the events when the connection returns.',
        ],
        [
          'How do we roll out without upsetting members?',
          'Start with a few pilot clubs, e-mail members a week before their club switches, and keep staff at the door for the first week. Brightline switched its clubs in batches of eight, over weekends.',
        ],
        [
          'What does it cost per club?',
          'Licences are per door, not per member, so a club with 3,000 members pays the same as one with 300. Most clubs control between four and eight doors; send us a floor plan and we price hardware, licences and installation together.',
        ],
      ]),
      ctaSection(
        'Plan your first 24/7 club',
        'Tell us how many clubs you run and which billing system you use; we show the member journey on a live call.',
        [DEMO, ['Get a quote', '/quote']],
      ),
    ],
  }),
  page('industry-local-government', '/industry/local-government', {
    heading: 'Access control for local government',
    headingAlt: 'Local government',
    sub: 'Public buildings that are open to the public, and secure where it counts.',
    summary:
      'Threshold for councils and city governments: public-hour schedules, logged records rooms, and procurement through cooperative contracts.',
    art: ['screen-schedules', 'ink'],
    alt: ALT['screen-schedules'],
    sections: [
      hero(
        'Open to the public, closed where it matters',
        'Libraries, town halls and depots on one schedule that follows the public calendar, and a record of every entry to the rooms that hold residents’ files.',
        DEMO,
        ['Read the Alder Falls story', '/customers/city-of-alder-falls'],
      ),
      richText(
        'What facilities managers in the public sector tell us',
        'A city runs buildings of every age, bought under every budget, and answers to residents, auditors and the council for all of them. We hear:',
        '- “Each building opens when someone arrives to unlock it, so public holidays mean overtime.”',
        '- “The library lobby was left open all night, and we found out from a resident.”',
        '- “The auditor asked who entered the records room last month. Nobody could answer.”',
        '- “I carry a ring of keys for the buildings that have no system at all.”',
        '- “Any new system means a tender, and a tender means a year.”',
      ),
      grid('How Threshold answers them', [
        [
          'Schedules that follow the public calendar',
          'Lobby doors unlock at opening time and lock at closing, with the city’s holiday calendar applied to every building at once.',
        ],
        [
          'Logged records rooms',
          'Rooms holding planning files, payroll or council papers need a badge and a PIN; every entry is logged with a name and a time.',
        ],
        [
          'Depots and crews',
          'Depot gates open by badge for maintenance crews from the start of their shift, with no one driving out to unlock.',
        ],
        [
          'Buying without a year-long tender',
          'Fixed per-door pricing, available through cooperative purchasing contracts, so approval can be one council meeting.',
          '/pricing',
        ],
      ]),
      stats('The City of Alder Falls', [
        ['140', 'doors across 11 public buildings'],
        ['0', 'lobby doors left open on holidays'],
        ['1', 'council meeting to approve the purchase'],
      ]),
      testimonial(
        'Our libraries open and close on time every day, and nobody drives across town to unlock a depot any more.',
        'Ruth Calloway',
        'Facilities Manager',
        'City of Alder Falls',
        photo('Ruth Calloway', { palette: 'slate', skin: 2, hair: 4, style: 'bun', glasses: true }),
      ),
      grid('Products for public buildings', [
        ['Reader', 'Outdoor-rated readers for library and depot entrances, from -30 to 60 °C.', '/products/reader'],
        ['Controller', 'Keeps every door on schedule even when a building’s internet link is down.', '/products/controller'],
        [
          'Cloud dashboard',
          'One screen for every public building, with admins scoped to their own site.',
          '/products/cloud-management-dashboard',
        ],
        ['Lockdown', 'The emergency operations centre can lock every public building from one screen.', '/features/lockdown'],
      ]),
      faq('What councils ask us', [
        [
          'Can we buy without a full tender?',
          'In many places, yes: we sell through cooperative purchasing contracts at a fixed per-door price. Alder Falls approved its purchase in a single council meeting. Ask us which contracts cover your area.',
        ],
        [
          'Where is our data held?',
          'In the US or the EU region, chosen for your account at set-up. Our security page explains encryption and how we handle residents’ data.',
        ],
        [
          'Can each department run its own building?',
          'Yes. A library manager can be an admin of the libraries and nothing else, while facilities see every building.',
        ],
        [
          'What about buildings with no cabling at all?',
          'Older buildings can use wireless locks through a hub, so a depot or a heritage building does not need new cable runs to join the system.',
        ],
        [
          'Can community groups use a hall after hours?',
          'Yes. A group that books a hall receives a pass by e-mail for the booked hours and that hall’s doors only, so the caretaker no longer waits behind to lock up, and the log shows when the group arrived and left.',
        ],
      ]),
      ctaSection(
        'Bring every public building onto one schedule',
        'A specialist walks through your buildings, your purchasing route and your records rooms in one call.',
        [DEMO, ['Get a quote', '/quote']],
      ),
    ],
  }),
  page('industry-healthcare', '/industry/healthcare', {
    heading: 'Access control for healthcare and labs',
    headingAlt: 'Healthcare and labs',
    sub: 'Pharmacies, labs and records, with the audit trail inspectors ask for.',
    summary: 'Threshold for clinics, hospitals and labs: badge-and-PIN controlled rooms, lab zoning, and inspection exports in minutes.',
    art: ['screen-audit-log', 'green'],
    alt: ALT['screen-audit-log'],
    sections: [
      hero(
        'Access control for healthcare and labs',
        'Know who entered the pharmacy store at 02:14, see the clip of them doing it, and show both to the inspector in a minute.',
        DEMO,
        ['Read the Halcyon story', '/customers/halcyon-health-labs'],
      ),
      richText(
        'What security teams in healthcare tell us',
        'Inspectors ask one question at every visit: who entered the controlled areas, and when? Answering it is where the time goes.',
        '- “We export from three systems, each with its own format and its own idea of a staff name.”',
        '- “Preparing for an inspection takes two of us most of a week of spreadsheets.”',
        '- “Failed attempts at the drug store are recorded, but nobody sees them until the monthly review.”',
        '- “Agency and locum staff change every week, and their badges outlive their shifts.”',
      ),
      grid('How Threshold answers them', [
        [
          'Reports by controlled area',
          'Organise access around the areas inspectors ask about, not around buildings: one signed export per area, filtered by date, ready in minutes.',
        ],
        [
          'Badge and PIN where it matters',
          'Controlled-substance rooms need a badge and a PIN; failed attempts reach the security team within seconds.',
        ],
        [
          'A face with every name',
          'Cameras at pharmacy and lab doors attach a short clip to each entry, so an entry in the log always comes with the video.',
          '/products/video-surveillance',
        ],
        [
          'Staff lists from HR',
          'People arrive from your HR system or identity provider, and a leaver’s or locum’s access ends on their last day.',
          '/integrations',
        ],
      ]),
      stats('Halcyon Health Labs', [
        ['1 afternoon', 'to prepare an inspection, down from a week'],
        ['3 → 1', 'systems to export from'],
        ['100%', 'of controlled rooms behind badge and PIN'],
      ]),
      testimonial(
        'The inspector asked for six months of entries to the pharmacy store. I sent it before she finished her coffee.',
        'James Whitfield',
        'Security Operations Manager',
        'Halcyon Health Labs',
        photo('James Whitfield', { palette: 'mint', skin: 1, hair: 1, style: 'short', glasses: true }),
      ),
      grid('Products for clinical sites', [
        ['Reader', 'Badge, phone and PIN in one reader, for pharmacy stores and lab suites.', '/products/reader'],
        [
          'Controller',
          'Holds the rules locally, so a controlled room never opens to the wrong person when the network drops.',
          '/products/controller',
        ],
        ['Video surveillance', 'On-camera storage, with only the clips you open travelling to the cloud.', '/products/video-surveillance'],
        [
          'Cloud dashboard',
          'The audit log, kept seven years and exported as CSV for every inspection.',
          '/products/cloud-management-dashboard',
        ],
      ]),
      faq('What healthcare buyers ask us', [
        [
          'Does the system hold patient data?',
          'No. Threshold holds staff and visitor identities and door events, not clinical records. Our security page and data processing agreement explain what we store and where.',
        ],
        [
          'Can we enforce biosafety zones?',
          'Yes. Each lab door can require a role, a schedule and, where needed, a second factor such as a PIN; a person trained for one biosafety level is refused at the next.',
        ],
        [
          'How long is the audit trail kept?',
          'Every door and admin event is kept for seven years and can be exported by area, person or date for an inspector or an internal review.',
        ],
        [
          'Can we switch a lab over without stopping work?',
          'Yes. Halcyon switched each lab over on a Sunday between sample runs, with the old readers left in place for a week as a fallback.',
        ],
        [
          'How do agency and locum staff get access?',
          'Give them a role with an end date. Their badge or phone credential opens the wards and rooms of that role until the last day of their booking, then stops on every door without anyone having to collect it.',
        ],
      ]),
      ctaSection(
        'Get ready for your next inspection',
        'We show the inspection export on a live system, set up with controlled areas like yours.',
        [DEMO, ['Get a quote', '/quote']],
      ),
    ],
  }),
  page('industry-education', '/industry/education', {
    heading: 'Access control for schools and campuses',
    headingAlt: 'Education',
    sub: 'Lockdown, visitors and staff access, designed with safety directors.',
    summary:
      'Threshold for schools and districts: one-button lockdown, visitor check-in at a video intercom, and schedules that follow the school day.',
    art: ['screen-lockdown', 'blue'],
    alt: ALT['screen-lockdown'],
    sections: [
      hero(
        'Safer schools, calmer mornings',
        'Doors lock at the bell, visitors check in at the front, substitutes get a badge for the days they teach, and lockdown takes one button.',
        DEMO,
        ['How lockdown works', '/features/lockdown'],
      ),
      richText(
        'What school safety directors tell us',
        'A district’s buildings were built decades apart, and its keys were cut over just as long. The conversations start in the same place:',
        '- “In our last drill, teachers locked classroom doors one by one with keys. It took eleven minutes.”',
        '- “We have cut thousands of keys over the years and cannot say where hundreds of them are.”',
        '- “In some of our schools the front office cannot even see the front door.”',
        '- “Substitutes get a key on Monday and we chase it for weeks.”',
      ),
      grid('How Threshold answers them', [
        [
          'Lockdown in seconds',
          'Buttons in each front office and the district office lock every door of one school, or every school, at once. Responders’ badges keep working.',
          '/features/lockdown',
        ],
        [
          'Visitors checked at the door',
          'Visitors call the front office from a video intercom in the vestibule; the inner door opens only when staff have seen them.',
          '/products/video-intercom',
        ],
        [
          'Schedules that follow the bell',
          'Exterior doors lock when lessons start and open for pick-up, with term dates and holidays set once for the district.',
        ],
        [
          'Badges instead of keys',
          'Staff carry badges or phones; a substitute’s badge works only on the days they teach, and a lost one stops working in seconds.',
          '/features/badge-access-system',
        ],
      ]),
      stats('Riverbend Unified School District', [
        ['4 s', 'to lock 212 doors, down from 11 minutes'],
        ['1,900', 'keys collected and retired'],
        ['9', 'schools installed in one summer'],
      ]),
      testimonial(
        'The day we collected the last keys, we finally knew who could open every door.',
        'Sofia Marchetti',
        'Director of School Safety',
        'Riverbend Unified School District',
        photo('Sofia Marchetti', { palette: 'sky', skin: 1, hair: 2, style: 'long' }),
      ),
      grid('Products for a school district', [
        ['Reader', 'Readers on exterior and classroom doors, for badges and staff phones.', '/products/reader'],
        ['Controller', 'Locks its doors in a lockdown even if the school’s internet link is down.', '/products/controller'],
        [
          'Video intercom',
          'A camera, a call button and a reader at the vestibule, answered by the front office.',
          '/products/video-intercom',
        ],
        ['Visitor access', 'Passes for parents’ evenings and contractors, valid only for their visit.', '/features/visitor-access'],
      ]),
      faq('What districts ask us', [
        [
          'What stops a lockdown being triggered by accident?',
          'Wall buttons sit under a cover, and the app and dashboard ask for a second confirmation. Every trigger and release is logged with who did it, for the review afterwards.',
        ],
        [
          'Does a lockdown trap anyone inside?',
          'No. Locked doors still open from the inside for free egress, and electrified locks release on a fire-alarm signal, as fire codes require.',
        ],
        [
          'Can the police see what is locked during an incident?',
          'You can give first responders read-only access to the lockdown status of every school, so they know which doors are secure before they arrive.',
        ],
        [
          'Can we install during the school year?',
          'Most districts install over the summer; Riverbend’s crews worked two schools at a time and finished a week before teachers returned. Single schools can be done over a half-term break.',
        ],
        [
          'What does it cost a district?',
          'Licences are per door, per year, with no charge for staff, students or visitors. Hardware is bought once with a five-year warranty, and the certified partner who installs it quotes the installation; we review every quote before it reaches you.',
        ],
      ]),
      ctaSection(
        'Plan your district’s lockdown',
        'A specialist walks through your schools, your drill plan and your visitor entrances in one call.',
        [DEMO, ['School safety guide', '/guides/school-safety-planning']],
      ),
    ],
  }),
  page('industry-manufacturing', '/industry/manufacturing', {
    heading: 'Access control for manufacturing sites',
    headingAlt: 'Manufacturing',
    sub: 'Shift patterns, contractors and hazardous areas.',
    summary:
      'Threshold for factories and warehouses: shift-based turnstiles, contractor induction checks at the gate and muster reports on a phone.',
    art: ['turnstile', 'amber'],
    alt: ALT['turnstile'],
    sections: [
      hero(
        'Access that follows the shift',
        'Day, night and weekend crews get the gates they need when they need them, and a contractor without a current safety induction never reaches the floor.',
        DEMO,
        ['Read the Kestrel story', '/customers/kestrel-manufacturing'],
      ),
      richText(
        'What plant and safety managers tell us',
        'Safety is the first item of every shift meeting, and the gatehouse is where it is won or lost. The same problems come up at every plant we visit:',
        '- “The gatehouse checks inductions against a printed list that is out of date by Wednesday.”',
        '- “We found a contractor with a lapsed induction on the production floor.”',
        '- “In an evacuation drill, I count heads on a clipboard against a list of who might be on site.”',
        '- “Leavers and agency workers keep their fobs, and the night shift props the side door.”',
      ),
      grid('How Threshold answers them', [
        [
          'Inductions checked at the gate',
          'Contractor profiles carry an induction expiry date, synchronised from your training system every night. A lapsed induction is refused at the gate, and the host is told why.',
        ],
        [
          'Turnstiles on shift patterns',
          'Each worker badges in only around their own shift; overtime is one change by the supervisor, not a ticket.',
        ],
        [
          'Muster lists on a phone',
          'In an evacuation, the muster report lists everyone who entered and has not yet reached an assembly point, by area, live.',
        ],
        [
          'Hazardous areas',
          'Plant rooms, chemical stores and high-voltage rooms open only to people trained for them, with every entry logged.',
        ],
      ]),
      stats('Kestrel Manufacturing, across three plants', [
        ['3 min', 'to reconcile a muster, down from 25'],
        ['200', 'contractors a week checked at the gate'],
        ['0', 'lapsed inductions let in'],
      ]),
      testimonial(
        'In a drill I used to count heads on a clipboard. Now the muster list is on my phone before I reach the assembly point.',
        'Marek Novak',
        'Health and Safety Manager',
        'Kestrel Manufacturing',
        photo('Marek Novak', { palette: 'sand', skin: 0, hair: 1, style: 'short' }),
      ),
      grid('Products for a plant', [
        ['Reader', 'IP65 and IK08 readers for loading bays, yards and cold stores, from -30 °C.', '/products/reader'],
        ['Controller', 'Drives turnstiles and gates as well as doors, and keeps them working offline.', '/products/controller'],
        ['Video surveillance', 'Cameras at gates, with a clip linked to every access event.', '/products/video-surveillance'],
        ['Hardware ecosystem', 'Turnstiles, sliding gates and barriers that already stand at your plant.', '/hardware-ecosystem'],
      ]),
      faq('What manufacturers ask us', [
        [
          'Which training systems can supply induction dates?',
          'Any system that can export a list or call an API. Kestrel synchronises its training records every night; contractor hosts also get an e-mail a month before an induction expires.',
        ],
        [
          'Will readers survive the plant floor?',
          'The reader is rated IP65 and IK08 and runs from -30 to 60 °C. For the harshest spots, a reader can sit in a protected housing beside the gate.',
        ],
        [
          'How does the muster report know where people are?',
          'From the badge events: it lists who entered an area and has not badged out or reached an assembly point reader. It needs no tracking of phones.',
        ],
        [
          'Can we go live without stopping production?',
          'Yes. Kestrel installed its first plant during a planned maintenance shutdown and the other two on weekends; contractors received their badge at their next induction.',
        ],
        [
          'Can office staff use phones while the floor uses cards?',
          'Yes. A person can hold a phone credential, a wallet badge, an encrypted card or several of them. Many plants give gloved floor workers cards and office staff phones, on the same readers and the same rules.',
        ],
      ]),
      ctaSection(
        'Tie your gates to your safety records',
        'Show us your gatehouse, your shift patterns and your training system; we show the muster report on a live site.',
        [DEMO, ['Get a quote', '/quote']],
      ),
    ],
  }),
  page('industry-finance', '/industry/finance', {
    heading: 'Access control for banks and financial firms',
    headingAlt: 'Finance',
    sub: 'Branches, vaults and data rooms, ready for the auditor.',
    summary:
      'Threshold for banks and financial services: two-person vault rooms, branch schedules and access reviews that go straight into the audit file.',
    art: ['security-layers', 'ink'],
    alt: ALT['security-layers'],
    sections: [
      hero(
        'Ready for the auditor',
        'Vault rooms that need two people, a data room with a badge and a PIN, and a quarterly access review that takes each branch manager ten minutes.',
        DEMO,
        ['Read the Larkspur story', '/customers/larkspur-community-bank'],
      ),
      richText(
        'What risk and operations teams tell us',
        'Access to sensitive rooms is on every bank’s audit plan, every year. What we hear from banks before they switch:',
        '- “Our auditors flagged access reviews three years running.”',
        '- “Each branch keeps its own list of who can open the vault room, and nobody can prove it matches the locks.”',
        '- “The two-person rule lives in a policy document, not in the door.”',
        '- “The data room keypad code has not changed since it was installed.”',
        'Each of these costs more time in the audit than the fix would have cost at the door.',
      ),
      grid('How Threshold answers them', [
        [
          'Two-person rule in the lock',
          'A vault room opens only when two authorised people badge within 30 seconds of each other, and both names go into the log.',
        ],
        [
          'Guided access reviews',
          'Every quarter, branch managers confirm their staff’s access in a guided review; the signed export goes straight into the audit file.',
          '/blog/what-soc-2-auditors-ask-about-door-access',
        ],
        [
          'Roles from HR',
          'Access follows the HR system, so a transfer between branches moves a person’s doors with them the same day.',
          '/integrations',
        ],
        ['Branch hours, set centrally', 'Each branch keeps its own opening hours and staff entrance schedule, managed from head office.'],
      ]),
      stats('Larkspur Community Bank', [
        ['0', 'access findings in the annual audit'],
        ['27', 'branches on one system'],
        ['30 s', 'two-person rule at every vault'],
      ]),
      testimonial(
        'Three years of the same audit finding ended the quarter we switched on guided access reviews.',
        'Helen Achterberg',
        'Chief Risk Officer',
        'Larkspur Community Bank',
        photo('Helen Achterberg', { palette: 'navy', skin: 0, hair: 3, style: 'long', glasses: true }),
      ),
      grid('Products for a branch network', [
        ['Reader', 'Badge, phone and PIN in one reader for vault rooms and data rooms.', '/products/reader'],
        ['Controller', 'Decides locally in under 50 ms, so the two-person rule holds even offline.', '/products/controller'],
        [
          'Cloud dashboard',
          'Every branch on one screen, with a seven-year audit log and CSV export.',
          '/products/cloud-management-dashboard',
        ],
        [
          'Video intercom',
          'Early arrivals at the staff entrance verified by your operations centre before the door opens.',
          '/products/video-intercom',
        ],
      ]),
      faq('What banks ask us', [
        [
          'What evidence do auditors receive?',
          'The quarterly review export, signed by each branch manager, and the door log for any room and period they sample. Auditors can be given read-only access to the reports they need.',
        ],
        [
          'How do you protect our data?',
          'Our security page describes our controls, encryption and data residency, and we share our audit reports under NDA with your security team.',
        ],
        [
          'Can the vault keep working if the branch loses its connection?',
          'Yes. The controller keeps every credential and rule, including the two-person rule, and uploads the events when the connection returns.',
        ],
        [
          'How disruptive is the installation?',
          'Larkspur’s partner installed three branches a week on Saturday afternoons, after the branches closed. The first quarterly review ran six weeks after the last branch went live.',
        ],
        [
          'Can branch managers change access without head office?',
          'Within the limits you set, yes. A branch manager can be an admin of one branch only, adding and removing its staff and reading its log, while vault-room permissions stay with head-office security.',
        ],
      ]),
      ctaSection(
        'Close your next audit without an access finding',
        'We walk through a guided access review and a two-person vault on a live system.',
        [DEMO, ['Get a quote', '/quote']],
      ),
    ],
  }),
  page('industry-high-tech', '/industry/high-tech', {
    heading: 'Access control for technology companies',
    headingAlt: 'High tech',
    sub: 'Wallet badges, identity-driven access and audited server rooms.',
    summary:
      'Threshold for tech companies: door access that follows the identity provider, wallet badges, hybrid offices and audited lab and server rooms.',
    art: ['app-wallet-badge', 'blue'],
    alt: ALT['app-wallet-badge'],
    sections: [
      hero(
        'Access that follows your identity provider',
        'New hires get their doors and a wallet badge before day one; leavers lose every door the minute IT disables the account.',
        DEMO,
        ['Read the Vantage Labs story', '/customers/vantage-labs'],
      ),
      richText(
        'What IT and workplace teams tell us',
        'Technology companies run everything else from the directory. Doors are usually the exception, and it shows:',
        '- “A new hire’s badge depends on an office manager remembering to print it.”',
        '- “Disabling someone in Okta does nothing to their badge.”',
        '- “IT spends hours every month on door tickets that have nothing to do with IT.”',
        '- “Each office has its own badge system and its own printer.”',
        'The fix is not a better badge printer. It is to stop treating doors as a system apart from the directory.',
      ),
      grid('How Threshold answers them', [
        [
          'Directory groups are door groups',
          'People and groups arrive from Okta, Microsoft Entra ID or Google Workspace; a directory group is a set of doors, in every office.',
          '/integrations',
        ],
        [
          'Wallet badges',
          'Employees add their badge to Apple Wallet or Google Wallet from an e-mail, and hold the phone or watch to the reader.',
          '/features/employee-badges-in-apple-wallet',
        ],
        [
          'Leavers off every door in a minute',
          'Disabling the account in the directory ends access to every door of every office within a minute.',
        ],
        [
          'Labs and server rooms',
          'Short-lived access to a lab or server room, requested and approved in chat, and logged for your own compliance audits.',
        ],
      ]),
      stats('Vantage Labs', [
        ['100%', 'of staff on wallet badges'],
        ['0', 'badges printed since 2025'],
        ['30', 'new hires a month with doors on day one'],
      ]),
      testimonial(
        'The IT team no longer touches door access at all; it just follows the directory.',
        'Amara Osei',
        'Workplace Experience Lead',
        'Vantage Labs',
        photo('Amara Osei', { palette: 'indigo', skin: 3, hair: 0, style: 'curly' }),
      ),
      grid('Products for a tech company', [
        ['Reader', 'Reads wallet badges in express mode, phones and cards in under 300 ms.', '/products/reader'],
        ['Mobile app', 'Touch-free unlock and guest invitations, on iOS and Android.', '/access-control-app'],
        [
          'Cloud dashboard',
          'SSO, enforced two-factor sign-in, a REST API and webhooks for door events.',
          '/products/cloud-management-dashboard',
        ],
        [
          'Hybrid workplace',
          'Floors that open when someone books a desk, and occupancy from door events.',
          '/features/hybrid-workplace-security',
        ],
      ]),
      faq('What IT teams ask us', [
        [
          'Which identity providers do you support?',
          'Okta, Microsoft Entra ID and Google Workspace, through SCIM 2.0 for people and groups and SAML or OpenID Connect for admin sign-in. SCIM provisioning is part of the Enterprise plan.',
        ],
        [
          'Is there an API?',
          'Every action in the dashboard is in the REST API, with OAuth 2.0 and webhooks for door events. Teams use it to grant lab access from chat and to stream events to their SIEM.',
        ],
        [
          'What about people without a recent phone?',
          'They can have an encrypted DESFire EV3 card; the same reader takes both, and the card is managed from the same directory group.',
        ],
        [
          'How long does an office take to switch over?',
          'Vantage moved each office over a long weekend. Employees added their wallet badge from an e-mail in the week before, so Monday morning was uneventful.',
        ],
        [
          'Does a wallet badge work when the phone is flat?',
          'For a while, yes. In power reserve, an iPhone still presents an express-mode badge after its battery has run out for everything else, so nobody is stranded at the door on the way to a charger.',
        ],
      ]),
      ctaSection(
        'Connect your doors to your directory',
        'We show a directory group becoming a set of doors, and a wallet badge arriving by e-mail, on a live call.',
        [DEMO, ['Get a quote', '/quote']],
      ),
    ],
  }),
  page('industry-media', '/industry/media', {
    heading: 'Access control for media and studios',
    headingAlt: 'Media',
    sub: 'Guests, crews and late-night shoots.',
    summary:
      'Threshold for broadcasters and studios: guest passes loaded by producers, crew access for the days of a booking and secured edit suites.',
    art: ['app-visitor-pass', 'amber'],
    alt: ALT['app-visitor-pass'],
    sections: [
      hero(
        'Studios that run around the clock',
        'Guests arrive at 5:00 for the morning show, and their pass opens the green room and their studio for two hours, and nothing else.',
        DEMO,
        ['Read the Beacon story', '/customers/beacon-media-group'],
      ),
      richText(
        'What studio operations teams tell us',
        'A broadcast centre is a building where most people visit once. That is hard on every paper-based process, and we hear it:',
        '- “Reception prints hundreds of paper passes a week, and a guest for one show can wander into another.”',
        '- “Freelance crews work three days, and their access outlives the booking.”',
        '- “Embargoed material sits in edit suites anyone with a badge can open.”',
        '- “Deliveries arrive at the loading bay at night, and someone has to go downstairs.”',
        'Each is small on its own. Together they are why reception spends its mornings printing instead of welcoming guests.',
      ),
      grid('How Threshold answers them', [
        [
          'Producers own guest access',
          'Producers load the next day’s guest list; each guest receives a pass for the green room and their studio, valid for a two-hour window.',
          '/features/visitor-access',
        ],
        [
          'Crews for the days of the booking',
          'Freelance crews get access for the days of their booking, straight from your scheduling system.',
        ],
        [
          'Embargoed edit suites',
          'Edit suites with embargoed material need a badge and a PIN, and only the programme’s own team is allowed in.',
        ],
        [
          'The loading bay, from the control room',
          'The video intercom at the loading bay lets the overnight team see and admit deliveries without leaving their desks.',
          '/products/video-intercom',
        ],
      ]),
      stats('Beacon Media Group', [
        ['300', 'studio guests a week'],
        ['2 h', 'guest pass windows, set by producers'],
        ['24/7', 'studios on crew schedules'],
      ]),
      testimonial(
        'Producers load tomorrow’s guest list at six and go home. The passes take care of the rest.',
        'Nadia Farouk',
        'Head of Studio Operations',
        'Beacon Media Group',
        photo('Nadia Farouk', { palette: 'coral', skin: 2, hair: 0, style: 'long' }),
      ),
      grid('Products for a broadcast centre', [
        ['Video intercom', 'A call button, camera and reader at the loading bay and the guest entrance.', '/products/video-intercom'],
        ['Reader', 'Badges, phones and QR guest passes at studio and edit-suite doors.', '/products/reader'],
        [
          'Video surveillance',
          'Studio cameras linked to door events, to see who entered during a live show.',
          '/products/video-surveillance',
        ],
        [
          'Cloud dashboard',
          'Guest lists, crew schedules and edit-suite permissions on one screen.',
          '/products/cloud-management-dashboard',
        ],
      ]),
      faq('What studios ask us', [
        [
          'Do guests need to install an app?',
          'No. The pass arrives by e-mail and opens in any phone browser; guests show its QR code at the reader or the intercom.',
        ],
        [
          'What if a guest misses their window?',
          'The producer extends the pass from a phone in seconds, and the guest’s QR code starts working again.',
        ],
        [
          'Can we bring in a studio audience?',
          'Yes. Load the audience list like any guest list; Beacon tested passes on a live recording with an audience of 120 people, without a queue at the door.',
        ],
        [
          'Does the building lock up after the late show?',
          'Schedules lock studios and entrances at the end of the last programme each night, and the overnight team handles anyone arriving late from the intercom.',
        ],
        [
          'Can programmes share the building without sharing access?',
          'Yes. Each programme has its own team, studios and edit suites. Producers see their own guests and crews only, and building security sees all of them on one screen.',
        ],
      ]),
      ctaSection('Hand guest access to your producers', 'We load a sample guest list on a live call and show the pass a guest receives.', [
        DEMO,
        ['Get a quote', '/quote'],
      ]),
    ],
  }),
  page('enterprise', '/enterprise', {
    heading: 'Threshold for the enterprise',
    headingAlt: 'Enterprise',
    sub: 'Hundreds of sites, thousands of doors, one policy.',
    summary: 'Threshold Enterprise: phased global rollouts, a named engineer, SSO and SCIM, regional data residency and custom contracts.',
    art: ['data-residency', 'night'],
    alt: ALT['data-residency'],
    sections: [
      hero('Built for global security teams', 'Standardise access control across every site without ripping out what works.', [
        'Talk to enterprise sales',
        '/contact-us',
      ]),
      richText(
        'What changes at enterprise scale',
        'At a few sites, access control is a facilities tool. Across a portfolio it becomes part of the company’s security posture: the auditors want one answer about who can enter sensitive rooms everywhere, IT wants access to follow the directory, and procurement wants one contract instead of a vendor per country.',
        'Most enterprises arrive with several legacy systems and a few good reasons not to replace everything at once. Threshold is built for that: it runs beside the old systems during each cut-over, reuses sound locks and cabling, and brings sites over in an order you choose, so no building goes dark and no one’s badge stops working before their new credential does.',
      ),
      grid('The Enterprise plan', [
        ['Dedicated engineer', 'A named solutions engineer from design to go-live, and after it.'],
        ['Security reviews', 'Our audit reports, pen-test summary and a call with our security team.', '/security'],
        ['Phased migration', 'Run alongside your legacy system, site by site.', '/access-control-deployments'],
        ['SSO and SCIM', 'Admins sign in with your identity provider; people and groups arrive through SCIM.', '/integrations'],
        ['Data residency', 'Event data kept in the US or EU region, as your policies require.', '/features/global-access-control'],
      ]),
      steps('How an enterprise rollout runs', [
        ['Pilot', 'One representative site goes live first, with your security, IT and facilities teams signing off the design.'],
        ['Plan the waves', 'We order the remaining sites by risk and by the end dates of legacy support contracts.'],
        [
          'Run in parallel',
          'Each site runs both systems during its cut-over, and old cards are retired only once everyone has a new credential.',
        ],
        ['Hand over', 'Your admins take the academy courses, and your named engineer stays with the account.'],
      ]),
      stats('From our customers’ rollouts', [
        ['4 → 1', 'access systems at Northwind Properties'],
        ['3 a week', 'bank branches switched over at Larkspur'],
        ['0', 'access findings in Larkspur’s next audit'],
      ]),
      logoWall(
        'Enterprise teams on Threshold',
        CUSTOMER_LOGOS.slice(1).concat([logo('Vantage Labs', 'sky'), logo('Beacon Media Group', 'sand')]),
      ),
      testimonial(
        'We moved Berlin, Lisbon and Austin a month apart, each over a long weekend. No office went dark, and our auditors now get one report for all three.',
        'Sofia Brandt',
        'Head of Security',
        'Vantage Labs',
        photo('Sofia Brandt', { palette: 'indigo', skin: 3, hair: 1, style: 'long' }),
      ),
      faq('Enterprise questions', [
        [
          'Can we review your security before we buy?',
          'Yes. We share our audit reports and latest penetration-test summary under NDA, answer your questionnaire, and set up a call with our security team.',
        ],
        [
          'Do you sign our contract terms?',
          'Enterprise agreements are negotiated: master services agreement, data processing agreement, uptime commitment and service credits.',
        ],
        [
          'How is Enterprise priced?',
          'Per door, like every plan, with volume pricing for large portfolios and hardware at project prices. There is never a fee per person.',
        ],
      ]),
      ctaSection(
        'Plan your rollout with our enterprise team',
        'Tell us about your sites and current systems; we propose a pilot and the waves after it.',
        [['Talk to enterprise sales', '/contact-us'], DEMO],
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
    summary: 'About Threshold Access, Inc.: our story, our team in {{officeCities}}, and what we believe about buildings.',
    art: ['showroom', 'amber'],
    alt: ALT['showroom'],
    sections: [
      hero(
        'We make buildings easier to share',
        'Founded in {{foundedYear}} by a locksmith and a cloud engineer who were tired of server rooms full of access panels.',
        ['Join us', '/careers'],
      ),
      richText(
        'Our story',
        'Threshold began in a co-working space whose owner spent Friday nights re-cutting keys. The first prototype was a reader taped to a door frame and a controller on a shelf; the first customer was that co-working space.',
        'What we learned there still shapes the product. Buildings are shared by more people than ever, for shorter stays: tenants, members, contractors, guests, crews. Keys and plastic cards were designed for a building with one owner and a fixed staff. Threshold is designed for everyone else. Today {{headcount}} people in {{officeCount}} offices build the hardware, the cloud platform and the apps. Read our [press page](/press) for the milestones.',
      ),
      richText(
        'What we believe',
        '- **Doors must work when the internet does not.** Every decision is made at the door, from a local copy of the rules.',
        '- **Pay for doors, not people.** A company that hires should not pay more to let its new people in.',
        '- **Keep what works.** We drive the locks, strikes and turnstiles buildings already have, instead of selling new ones.',
        '- **Show the evidence.** We publish how we protect the platform and share our audit reports with customers.',
        '- **Privacy is a feature.** The app does not track location, occupancy reports count entries rather than people, and customers choose how long their logs are kept.',
        '- **Ship every month.** Improvements reach every customer on the same day, with notes that say what changed and why, on our updates page.',
      ),
      richText(
        'How we work with customers and partners',
        'We design and build the product; certified partners install and service it near your buildings. Every partner’s technicians pass our hardware course before touching a door, and our deployment team reviews every design before work starts, so a customer gets one standard of installation wherever it buys.',
        'Customers shape the roadmap directly. Lockdown was designed with school safety directors, tenant self-service with landlords’ facilities teams, and the guided access review with a bank’s risk officers. When a customer asks for something, we ask to see the door it is for.',
      ),
      mediaText('How we build', [
        [
          'Hardware and software, designed together',
          'Our engineers design the readers, controllers and intercom alongside the cloud platform and the apps, and test every release on real doors before it ships.',
          scene('reader-cold-test', 'blue', 'about-sf', ALT['reader-cold-test']),
        ],
        [
          'Support from the people who build it',
          'Support engineers sit with the product teams, so a customer’s problem reaches the person who can fix it the same day.',
          scene('screen-door-detail', 'amber', 'about-lisbon', ALT['screen-door-detail']),
          ['See open jobs', '/careers'],
        ],
      ]),
      stats('Threshold today', [
        ['{{headcount}}', 'people in {{officeCount}} offices'],
        ['{{customers}}', 'customers at {{sites}} sites'],
        ['30', 'countries with certified partners'],
      ]),
      ctaSection(
        'Build it with us, or put it on your doors',
        'We are hiring engineers, designers and support staff; and our specialists will show you Threshold on your own buildings.',
        [['See open jobs', '/careers'], DEMO],
      ),
    ],
  }),
  page('security', '/security', {
    heading: 'Security at Threshold',
    headingAlt: 'Security',
    sub: 'How we protect your doors, your data and our platform, with the evidence to show for it.',
    summary:
      'Threshold’s trust centre: certifications with their dates, architecture, encryption, data residency, subprocessors and how to report a vulnerability.',
    art: ['security-layers', 'night'],
    alt: ALT['security-layers'],
    sections: [
      hero(
        'Security you can show your auditor',
        'Threshold controls {{doors}} doors for {{customers}} customers. Here is how we protect them, with the dates of every certificate, and the evidence we send under NDA.',
        ['Book a security review', '/demo'],
        ['Read our DPA', '/legal/dpa'],
      ),
      richText(
        'How the platform is built',
        'Every Threshold door has three parts that trust each other only as far as they must. The reader keeps its keys in a secure element and talks only to its controller, over an encrypted and mutually authenticated channel (OSDP Secure Channel). The controller holds a signed copy of the door’s rules, so the door keeps deciding correctly when the building’s internet fails, and it reaches our cloud only through outbound TLS: no open ports, no VPN, nothing new to expose on your network.',
        'The cloud platform runs in two regions, each spread over three availability zones, with no single machine whose loss closes a door. Customer data is separated by tenant at every layer, from the API to the database rows. Every change an administrator makes is written to an append-only audit log that neither they nor our staff can edit.',
        'Our engineers reach production only through single sign-on with hardware security keys, for a limited time, with a second engineer approving, and every session is recorded. Nobody at Threshold can unlock a customer’s door. Support sees what the customer chooses to share, for as long as the ticket is open.',
      ),
      richText(
        'Encryption',
        'Data in transit is encrypted with TLS 1.2 or 1.3 everywhere, including between our own services, and our web addresses enforce HSTS. Data at rest, in databases, backups and logs, is encrypted with AES-256 under keys held in hardware security modules and rotated every year.',
        'Credentials get more care still. A mobile or wallet badge is a key unique to one phone, kept in its secure hardware. Cards use MIFARE DESFire EV3 with diversified keys, so copying one card teaches an attacker nothing about another.',
      ),
      richText(
        'Where your data lives',
        'Each customer chooses a region when their account is created: the United States (Oregon, with a standby copy in Virginia) or the European Union (Frankfurt, with a standby copy in Dublin). Door events, video clips, people’s names and audit logs stay in that region, backups included. Support engineers in other countries see an account’s data only while the customer has a ticket open, under the standard contractual clauses of our [data processing agreement](/legal/dpa).',
        'Our current certifications are {{certifications}}. The list below gives each one’s auditor and dates, and every company that can process customer data on our behalf. We tell customers 30 days before we add a subprocessor.',
      ),
      trustCentre(
        'Trust centre',
        'Certificates and audit reports with their dates, and our subprocessors with what they do and where. The full reports and the summary of our latest penetration test are yours under NDA: ask with the form below.',
        [
          ['Amazon Web Services', 'Hosting, databases and backups', 'The customer’s region: United States or European Union'],
          [
            'Cloudflare',
            'Content delivery and protection against denial-of-service attacks',
            'Worldwide edge network; stores no customer data',
          ],
          ['Twilio', 'Text messages for visitor passes and sign-in codes', 'United States'],
          ['SendGrid', 'E-mail: invitations, alerts and scheduled reports', 'United States'],
          ['Zendesk', 'Support tickets', 'The customer’s region: United States or European Union'],
          ['Datadog', 'Service monitoring and logs, with personal data removed', 'The customer’s region: United States or European Union'],
        ],
      ),
      richText(
        'Reporting a vulnerability',
        'If you believe you have found a security problem in a Threshold reader, controller, intercom, app or API, write to security@threshold.example. Tell us what you found, how to reproduce it and what an attacker could do with it; a short video helps.',
        'We reply within one working day, keep you informed until the fix ships, and credit you in our release notes if you wish. We will not take legal action over research done in good faith: stay within your own accounts and devices, do not read or change other customers’ data, do not test by denial of service, and give us 90 days to fix the problem before you publish. Our bug bounty pays for valid findings in every product.',
      ),
      faq('Security questions', [
        [
          'What happens to our doors if your cloud is down?',
          'They keep working. Each controller holds its doors’ rules and schedules and decides locally; events are kept and uploaded when the connection returns.',
        ],
        [
          'Do you share your SOC 2 report?',
          'Yes, under NDA, with the bridge letter for the months since the audit period ended. Ask with the form below.',
        ],
        [
          'Can we run our own penetration test?',
          'Yes, on your own account and devices, after telling us the dates. We share the summary of our yearly external test under NDA.',
        ],
      ]),
      leadForm(
        'contact',
        'Request our security questionnaire',
        'Ask for our completed SIG Lite and CAIQ questionnaires, the audit reports above and our latest penetration-test summary, or send us your own questionnaire. Our security team replies within two working days; reports are shared under NDA.',
        'Request the questionnaire',
      ),
      ctaSection(
        'Bring your security team to a demo',
        'A solutions engineer walks through the architecture, the audit log and the evidence your auditors will ask for, on your own use case.',
        [
          ['Book a demo', '/demo'],
          ['Get a quote', '/quote'],
        ],
      ),
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
        ['{{foundedYear}}', 'founded'],
        ['{{doors}}', 'doors under management'],
        ['{{headcount}}', 'employees'],
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
      richText('Our offices', 'We work from {{officeCities}}. Each office’s address is at the foot of every page, linked to a map.'),
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
    summary:
      'Bundle offer: the Threshold video intercom with a controller and an installation review for new sites, at a bundle price this quarter.',
    art: ['render', 'intercom-call', 'amber'],
    alt: ALT['intercom-call'],
    noindex: true,
    // SPEC 3.2: a paid landing page repeats the product page; search engines should credit that page.
    canonical: 'https://www.threshold.example/products/video-intercom',
    sections: [
      {
        ...hero(
          'Answer the door from anywhere',
          'The video intercom, a controller and an installation review, at one bundle price for new sites this quarter.',
        ),
        image: banner(productRender('intercom-call', 'amber', 1200, 400), ALT['intercom-call']),
      },
      leadForm('quote', 'Get the bundle price', 'Tell us about your entrances; fields marked * are required.', 'Request the bundle price', {
        redirectUrl: '/lp/video-intercom-offer/thank-you',
      }),
      grid('In the bundle', [
        ['Video intercom', 'For the main entrance: a 5 MP camera with a 160° lens, two-way audio and a reader built in.'],
        ['Controller', 'Runs the entrance and three more doors, and keeps them working if the internet drops.'],
        ['Installation review', 'Our engineer checks the certified partner’s plan for the intercom and its doors before work starts.'],
      ]),
      stats('What the intercom does at customers’ doors', [
        ['300', 'studio guests a week at Beacon Media Group'],
        ['62', 'Brightline clubs answered remotely at night'],
        ['20 s', 'before a missed call rings the rest of the team'],
      ]),
      testimonial(
        'Producers no longer call down to ask whether a guest has arrived. The intercom tells them, and the overnight team lets deliveries in without leaving the control room.',
        'Nadia Farouk',
        'Head of Studio Operations',
        'Beacon Media Group',
        photo('Nadia Farouk', { palette: 'coral', skin: 2, hair: 0, style: 'long' }),
      ),
      faq('About the offer', [
        [
          'Which sites qualify?',
          'Any entrance that is not yet on Threshold, for an order placed before the end of this quarter. Existing customers adding a new site qualify too.',
        ],
        [
          'What happens after I send the form?',
          'Within a working day a specialist e-mails the bundle price for your entrances, with the certified partner’s installation estimate. The price is held until the end of the quarter.',
        ],
        [
          'Is installation included?',
          'Installation is quoted by the certified partner who does it; the bundle includes our engineer’s review of that plan.',
        ],
        [
          'Are there monthly fees?',
          'The intercom’s door needs a licence like any other door, billed yearly. There is no fee per resident, tenant, visitor or app user.',
        ],
      ]),
    ],
  }),
  page('lp-switch-from-keys', '/lp/switch-from-keys', {
    heading: 'Stop cutting keys',
    headingAlt: 'Switch from keys',
    sub: 'Replace master keys with phones and badges, starting with one door.',
    summary:
      'For teams still on metal keys: a free plan and quote to replace them with phones and badges, starting with the doors that cost you most.',
    art: ['keys-to-phone', 'green'],
    alt: ALT['keys-to-phone'],
    noindex: true,
    sections: [
      {
        ...hero('Stop cutting keys', 'Send us your door list; we return a plan and a quote to replace your keys with phones and badges.'),
        image: banner(cover('keys-to-phone', 'green', 'lp-switch-from-keys', 1200, 400), ALT['keys-to-phone']),
      },
      leadForm('quote', 'Get your key-replacement plan', 'Free, within a week; fields marked * are required.', 'Get my plan'),
      grid('What the plan covers', [
        ['Your doors first', 'Which doors to move first, from the ones whose keys are copied, lost or shared most.'],
        ['Your locks', 'Which existing strikes and locks the controller can drive, so you replace only what you must.'],
        ['Your price', 'Hardware, licences per door and a certified partner’s installation estimate, in one quote.'],
      ]),
      stats('From our customers’ own records', [
        ['1,900', 'keys retired at Riverbend Unified, 400 of them unaccounted for'],
        ['210 → 31', 'locksmith call-outs a year at Northwind Properties'],
        ['Seconds', 'to disable a lost phone or badge on every door'],
      ]),
      testimonial(
        'The day we collected the last keys, we finally knew who could open every door.',
        'Sofia Marchetti',
        'Director of School Safety',
        'Riverbend Unified School District',
        photo('Sofia Marchetti', { palette: 'sky', skin: 1, hair: 2, style: 'long' }),
      ),
      faq('Before you switch', [
        [
          'Can we start with one door?',
          'Yes. There is no minimum; most customers start with the 4 to 12 doors whose keys cause the most trouble, and add the rest later.',
        ],
        [
          'Do we have to replace every lock?',
          'Usually not. The controller drives the electric strikes and maglocks most buildings already have; mechanical doors get an electrified lock.',
        ],
        [
          'What happens to the keys?',
          'Keep a few for emergency overrides in a key safe, logged like any door. Collect and retire the rest.',
        ],
        ['What if the internet goes down?', 'Doors keep working: each controller keeps every credential and schedule locally.'],
      ]),
    ],
  }),
  page('lp-free-site-survey', '/lp/free-site-survey', {
    heading: 'A free site survey',
    headingAlt: 'Free site survey',
    sub: 'A certified partner walks your doors and you get a plan, at no cost.',
    summary: 'Book a free site survey: a certified installer records every door and returns a design and a quote within a week.',
    art: ['site-survey', 'blue'],
    alt: ALT['site-survey'],
    noindex: true,
    sections: [
      {
        ...hero(
          'A free site survey',
          'A certified partner walks every door; you get a design and a quote within a week. For 20 doors or more.',
        ),
        image: banner(cover('site-survey', 'blue', 'lp-free-site-survey', 1200, 400), ALT['site-survey']),
      },
      leadForm('quote', 'Book your free survey', 'Tell us about your building; fields marked * are required.', 'Book the survey'),
      grid('What you receive', [
        ['The survey', 'Every door, lock, cable run and power supply recorded, with photos.'],
        ['A design', 'A door schedule and bill of materials, reviewed by our deployment team.'],
        ['A quote', 'Hardware, licences and installation, within a week of the visit, yours to keep.'],
      ]),
      stats('What surveys find', [
        ['70%', 'of Northwind Properties’ doors kept their strikes and cabling'],
        ['2 days', 'from survey to proposal'],
        ['1 hour', 'of survey for about every 30 doors'],
      ]),
      testimonial(
        'Our libraries open and close on time every day, and nobody drives across town to unlock a depot any more.',
        'Ruth Calloway',
        'Facilities Manager',
        'City of Alder Falls',
        photo('Ruth Calloway', { palette: 'slate', skin: 2, hair: 4, style: 'bun', glasses: true }),
      ),
      faq('About the survey', [
        ['Who qualifies?', 'Projects of 20 doors or more, with the survey booked this quarter.'],
        ['How long does it take?', 'About an hour for every 30 doors.'],
        ['Am I committing to anything?', 'No. The design and quote are yours to keep.'],
        ['What should we prepare?', 'Floor plans if you have them, a rough list of doors and a person who can open every room on the day.'],
        ['Who does the survey?', 'A certified Threshold partner near your building, whose technicians have passed our hardware course.'],
      ]),
    ],
  }),
]
