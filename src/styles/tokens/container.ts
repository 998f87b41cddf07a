/** SPEC 9.8: the container is at most 1300px wide, in three sizes. */
export const container = {
  full: '1300px',
  small: '960px',
  tiny: '640px',
  padding: '1.5rem',
} as const

export type ContainerSize = 'full' | 'small' | 'tiny'
