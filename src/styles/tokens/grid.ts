/** SPEC 9.8: 12 columns on lg and md ("desktop"), 4 on sm and xsm ("mobile"). */
export const grid = {
  columnsDesktop: '12',
  columnsMobile: '4',
  gutter: '1.5rem',
} as const
