/**
 * Corner radii, smallest first: sm for small controls and chips of text (tooltips, side-navigation
 * links, code), md for fields, buttons of a toolbar and small cards, lg for cards and panels, xl for
 * the large surfaces (hero, testimonial, plans); pill rounds a control's ends whatever its height,
 * round makes a square a circle (avatars, icon buttons).
 */
export const radius = {
  sm: '0.375rem',
  md: '0.5rem',
  lg: '0.75rem',
  xl: '1rem',
  pill: '999px',
  round: '50%',
} as const
