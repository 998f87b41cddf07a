/**
 * Routes the site serves from code (src/pages, listing pages made in createPages), not from CMS
 * documents. CMS links may point to them; no CMS document may take their href, or two pages would
 * collide. The rest of docs/routes.txt are CMS documents (tests/unit/content/dataset.test.ts).
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
  // The error page after a failed lead-form post (SPEC 2.16)
  '/error',
  // The design-system documentation area (SPEC 2.15)
  '/laika',
  '/laika/foundations/layout',
  '/laika/foundations/typography',
  '/laika/foundations/color',
  '/laika/foundations/space',
  '/laika/foundations/responsiveness',
  '/laika/theming-system',
  '/laika/theming-sandbox',
  '/laika/design-tokens',
  // The pattern library of landing-page sections
  '/laika/components/sections',
]
