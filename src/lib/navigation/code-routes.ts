import { DESIGN_SYSTEM_NAV } from '../../layouts/design-system/nav'

/**
 * Routes the site serves from code (src/pages, listing pages made in createPages), not from CMS
 * documents. CMS links may point to them; no CMS document may take their href, or two pages would
 * collide. The rest of docs/routes.txt are CMS documents (tests/unit/content/cms/data.test.ts).
 */
export const CODE_ROUTES: readonly string[] = [
  // Collection homes and listings (SPEC 2.9-2.13)
  '/blog',
  '/resources',
  '/updates',
  '/customers',
  '/academy',
  '/academy/about',
  '/academy/courses',
  '/download',
  '/legal',
  // Careers, fed by the applicant-tracking service (SPEC 2.9)
  '/careers',
  '/careers/offer',
  // The comparisons index of the classic navigation's 'Compare' entry
  '/compare-us',
  // The error page after a failed lead-form post (SPEC 2.16)
  '/error',
  // The design-system documentation area (SPEC 2.15): every page its side navigation lists
  ...DESIGN_SYSTEM_NAV.flatMap((section) => section.links.map((link) => link.href)),
]
