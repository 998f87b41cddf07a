/** Durations and easing; components drop motion when the visitor prefers reduced motion. */
export const motion = {
  durationFast: '150ms',
  durationBase: '250ms',
  easingStandard: 'cubic-bezier(0.2, 0, 0, 1)',
} as const
