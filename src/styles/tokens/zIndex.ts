/** Stacking order. SPEC 9.6: the navigation sits at 10000. */
export const zIndex = {
  scrollToTop: '900',
  overlay: '9000',
  navigation: '10000',
  tooltip: '10100',
} as const
