/**
 * SPEC 9.8: the container is at most 1300px wide, in three sizes. `reading` is the measure of
 * long-form text (an article's body, a rich-text section, a job offer): 46rem, 736px at the
 * default font size, about 75 characters a line.
 */
export const container = {
  full: '1300px',
  small: '960px',
  tiny: '640px',
  reading: '46rem',
  padding: '1.5rem',
} as const

export type ContainerSize = 'full' | 'small' | 'tiny'
