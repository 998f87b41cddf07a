// Case studies at /customers/{slug}, one or more per industry.
import { ALT, cover, logoMark, videoPoster } from './art.mjs'
import { body, figure, image, ref, routed, table, video } from './lib.mjs'
import { BEFORE, NEXT, STORY } from './customers-text.mjs'

function story(
  id,
  slug,
  { heading, customer, industry, figure: [value, label], summary, publishedOn, author, art, rolloutMedia = [], resultsMedia = [] },
) {
  const {
    size,
    products,
    results,
    quote: [text, name, jobTitle],
  } = FACTS[id]
  return {
    _id: `caseStudy.${id}`,
    _type: 'caseStudy',
    ...routed(`/customers/${slug}`),
    project: 'threshold',
    heading,
    headingAlt: customer,
    summary,
    customer,
    industry,
    headlineFigure: { value, label },
    logo: image(logoMark(customer), 160, 160, `${customer} logo`),
    companySize: size,
    productsUsed: products,
    results: results.map(([v, l]) => ({ value: v, label: l })),
    customerQuote: { text, name, jobTitle },
    publishedOn,
    author: ref(`author.${author}`),
    seo: { _type: 'seo', title: `${customer} customer story`, description: summary },
    mainImage: image(cover(art[0], art[1], id), 1200, 675, ALT[art[0]], `customers/${slug}`),
    // Who the customer is, the challenge, the solution, the rollout, the results and what comes
    // next (customers-text.mjs), with the story's own table, figure or video.
    body: body(
      BEFORE[id],
      '## The challenge',
      STORY[id].challenge,
      '## The solution',
      STORY[id].solution,
      '## The rollout',
      STORY[id].rollout,
      rolloutMedia,
      '## The results',
      STORY[id].results,
      resultsMedia,
      '## What comes next',
      NEXT[id],
    ),
  }
}

/**
 * The facts beside each story: the customer's size, the products it runs, three outcome
 * figures for the results band, and a quote from someone at the customer.
 */
const FACTS = {
  northwind: {
    size: '38 buildings, 1,200 tenant companies',
    products: ['Reader', 'Controller', 'Cloud dashboard', 'Mobile app'],
    results: [
      ['4 → 1', 'access systems'],
      ['10 min', 'tenant onboarding, down from 2 days'],
      ['85%', 'fewer locksmith call-outs'],
    ],
    quote: [
      'The first time a tenant onboarded forty people without calling us, I knew we would never go back.',
      'Daniel Reyes',
      'Director of Facilities, Northwind Properties',
    ],
  },
  brightline: {
    size: '62 clubs, 180,000 members',
    products: ['Reader', 'Video intercom', 'Video surveillance', 'Mobile app'],
    results: [
      ['62', 'clubs open 24/7'],
      ['14%', 'of visits at night'],
      ['60%', 'fewer tailgating alerts'],
    ],
    quote: [
      'Night-time incidents halved in the first year, and we stopped arguing with members about expired cards.',
      'Li Wei',
      'Head of IT, Brightline Fitness',
    ],
  },
  'alder-falls': {
    size: '11 public buildings, 900 staff',
    products: ['Reader', 'Controller', 'Cloud dashboard'],
    results: [
      ['140', 'doors on one system'],
      ['0', 'lobby doors left open on holidays'],
      ['1', 'council meeting to approve'],
    ],
    quote: [
      'Our libraries open and close on time every day, and nobody drives across town to unlock a depot any more.',
      'Ruth Calloway',
      'Facilities Manager, City of Alder Falls',
    ],
  },
  halcyon: {
    size: '6 laboratories, 2 pharmacies, 650 staff',
    products: ['Reader', 'Controller', 'Video surveillance', 'Cloud dashboard'],
    results: [
      ['1 afternoon', 'to prepare an inspection, down from a week'],
      ['3 → 1', 'systems to export from'],
      ['100%', 'of controlled rooms behind badge and PIN'],
    ],
    quote: [
      'The inspector asked for six months of entries to the pharmacy store. I sent it before she finished her coffee.',
      'James Whitfield',
      'Security Operations Manager, Halcyon Health Labs',
    ],
  },
  riverbend: {
    size: '9 schools, 6,800 students',
    products: ['Reader', 'Controller', 'Video intercom', 'Mobile app'],
    results: [
      ['4 s', 'to lock 212 doors, down from 11 minutes'],
      ['1,900', 'keys retired'],
      ['9', 'schools installed in one summer'],
    ],
    quote: [
      'The day we collected the last keys, we finally knew who could open every door.',
      'Sofia Marchetti',
      'Director of School Safety, Riverbend Unified',
    ],
  },
  kestrel: {
    size: '3 plants, 1,400 workers',
    products: ['Reader', 'Controller', 'Video surveillance', 'Cloud dashboard'],
    results: [
      ['3 min', 'to reconcile a muster, down from 25'],
      ['200', 'contractors a week checked at the gate'],
      ['0', 'lapsed inductions let in'],
    ],
    quote: [
      'In a drill I used to count heads on a clipboard. Now the muster list is on my phone before I reach the assembly point.',
      'Marek Novak',
      'Health and Safety Manager, Kestrel Manufacturing',
    ],
  },
  larkspur: {
    size: '27 branches, 480 staff',
    products: ['Reader', 'Controller', 'Cloud dashboard'],
    results: [
      ['0', 'access findings in the annual audit'],
      ['27', 'branches on one system'],
      ['30 s', 'two-person rule at every vault'],
    ],
    quote: [
      'Three years of the same audit finding ended the quarter we switched on guided access reviews.',
      'Helen Achterberg',
      'Chief Risk Officer, Larkspur Community Bank',
    ],
  },
  vantage: {
    size: '3 offices, 850 employees',
    products: ['Reader', 'Mobile app', 'Cloud dashboard'],
    results: [
      ['100%', 'of staff on wallet badges'],
      ['0', 'badges printed since 2025'],
      ['30', 'new hires a month with doors on day one'],
    ],
    quote: [
      'The IT team no longer touches door access at all; it just follows the directory.',
      'Amara Osei',
      'Workplace Experience Lead, Vantage Labs',
    ],
  },
  beacon: {
    size: '1 broadcast centre, 300 guests a week',
    products: ['Video intercom', 'Reader', 'Video surveillance', 'Cloud dashboard'],
    results: [
      ['300', 'studio guests a week'],
      ['2 h', 'guest pass windows, set by producers'],
      ['24/7', 'studios with crew schedules'],
    ],
    quote: [
      'Producers load tomorrow’s guest list at six and go home. The passes take care of the rest.',
      'Nadia Farouk',
      'Head of Studio Operations, Beacon Media Group',
    ],
  },
}

export const caseStudies = [
  story('northwind', 'northwind-properties', {
    heading: 'Northwind Properties runs 38 buildings from one dashboard',
    customer: 'Northwind Properties',
    industry: 'real-estate',
    figure: ['38', 'buildings on one dashboard'],
    summary: 'A regional landlord replaced four on-premise systems and cut tenant move-ins from two days to ten minutes.',
    publishedOn: '2026-08-11',
    author: 'elena-marsh',
    art: ['screen-devices', 'blue'],
    resultsMedia: [
      table([
        ['Measure', 'Before', 'After'],
        ['Access systems', '4', '1'],
        ['Tenant onboarding', '2 days', '10 minutes'],
        ['Locksmith call-outs per year', '210', '31'],
      ]),
    ],
  }),
  story('brightline', 'brightline-fitness', {
    heading: 'Brightline Fitness opens 62 clubs around the clock',
    customer: 'Brightline Fitness',
    industry: 'fitness',
    figure: ['62', 'clubs open 24/7'],
    summary: 'A fitness chain went 24/7 without night staff, with access tied to membership billing.',
    publishedOn: '2026-07-02',
    author: 'elena-marsh',
    art: ['app-unlocked', 'amber'],
  }),
  story('alder-falls', 'city-of-alder-falls', {
    heading: 'The City of Alder Falls secures 11 public buildings',
    customer: 'City of Alder Falls',
    industry: 'local-government',
    figure: ['140', 'doors across 11 buildings'],
    summary: 'A city government moved libraries, the town hall and depots to one system that follows the public calendar.',
    publishedOn: '2026-05-19',
    author: 'priya-natarajan',
    art: ['hardware-lifecycle', 'ink'],
    rolloutMedia: [
      figure(
        image(cover('city-sites-map', 'ink', 'alder-falls-map'), 1200, 675, ALT['city-sites-map'], 'customers/alder-falls-map'),
        'Eleven buildings across the city now share one system.',
      ),
    ],
  }),
  story('halcyon', 'halcyon-health-labs', {
    heading: 'Halcyon Health Labs passes inspections in an afternoon',
    customer: 'Halcyon Health Labs',
    industry: 'healthcare',
    figure: ['1 afternoon', 'to prepare for an inspection'],
    summary: 'A network of clinical labs cut inspection preparation from a week to an afternoon with exportable audit trails.',
    publishedOn: '2026-04-07',
    author: 'elena-marsh',
    art: ['screen-audit-export', 'green'],
  }),
  story('riverbend', 'riverbend-unified-school-district', {
    heading: 'Riverbend Unified locks 212 doors in four seconds',
    customer: 'Riverbend Unified School District',
    industry: 'education',
    figure: ['4 s', 'to lock 212 doors'],
    summary: 'A school district replaced 1,900 keys with badges and can now lock every door in seconds.',
    publishedOn: '2026-03-09',
    author: 'elena-marsh',
    art: ['district-lockdown', 'blue'],
    rolloutMedia: [
      video(
        'https://vimeo.com/771203554',
        'Riverbend’s safety director on the first lockdown drill',
        image(
          videoPoster('app-notifications', 'blue', 'poster-riverbend'),
          1200,
          675,
          `Video poster: ${ALT['app-notifications']}`,
          'video/riverbend',
        ),
        { autoplay: false, showControls: true },
      ),
    ],
  }),
  story('kestrel', 'kestrel-manufacturing', {
    heading: 'Kestrel Manufacturing ties plant access to safety inductions',
    customer: 'Kestrel Manufacturing',
    industry: 'manufacturing',
    figure: ['1,400', 'workers across 3 plants'],
    summary: 'A manufacturer links gate access to shift patterns and contractor safety inductions across three plants.',
    publishedOn: '2026-02-03',
    author: 'priya-natarajan',
    art: ['screen-inductions', 'amber'],
  }),
  story('larkspur', 'larkspur-community-bank', {
    heading: 'Larkspur Community Bank closes its audit with no access findings',
    customer: 'Larkspur Community Bank',
    industry: 'finance',
    figure: ['0', 'access findings in the annual audit'],
    summary: 'A community bank secured 27 branches, vault rooms and a data room, and produces audit evidence in minutes.',
    publishedOn: '2025-12-15',
    author: 'grace-adeyemi',
    art: ['vault-door', 'night'],
  }),
  story('vantage', 'vantage-labs', {
    heading: 'Vantage Labs retires plastic badges in three countries',
    customer: 'Vantage Labs',
    industry: 'high-tech',
    figure: ['100%', 'of staff on wallet badges'],
    summary: 'A software company moved every employee to wallet badges provisioned from its identity provider.',
    publishedOn: '2025-11-04',
    author: 'elena-marsh',
    art: ['watch-wallet', 'blue'],
  }),
  story('beacon', 'beacon-media-group', {
    heading: 'Beacon Media Group welcomes 300 studio guests a week',
    customer: 'Beacon Media Group',
    industry: 'media',
    figure: ['300', 'studio guests a week'],
    summary: 'A broadcaster uses bulk visitor passes and crew schedules to run studios around the clock.',
    publishedOn: '2025-10-06',
    author: 'tomas-lindqvist',
    art: ['guest-kiosk', 'amber'],
  }),
]
