/**
 * Where a visitor who has not found what they wanted can go on: the 404 page and /search
 * before anything is typed both offer these, so the two never disagree.
 */
export interface WayOn {
  title: string
  href: string
  text: string
}

export const POPULAR_PAGES: readonly WayOn[] = [
  { title: 'Access control system', href: '/access-control-system', text: 'Readers, controllers and the cloud dashboard.' },
  { title: 'Video intercom', href: '/products/video-intercom', text: 'Let visitors in from your phone.' },
  { title: 'Pricing', href: '/pricing', text: 'Plans per door, with hardware and support.' },
  { title: 'Customer stories', href: '/customers', text: 'Schools, gyms, banks and cities on Threshold.' },
  { title: 'Learning hub', href: '/resources', text: 'Guides to credentials, locks and audits.' },
  { title: 'Book a demo', href: '/demo', text: 'See it on your own doors.' },
]

/** What people search for most; each starts a search on /search. */
export const POPULAR_SEARCHES: readonly string[] = [
  'mobile credentials',
  'video intercom',
  'lockdown',
  'visitor passes',
  'SOC 2',
  'elevator access',
]
