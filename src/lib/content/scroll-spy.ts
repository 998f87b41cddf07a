/** SPEC 9.7: a section is active within 20% of the viewport height; the default throttle is 0 ms. */
export const SCROLL_SPY = { activeRatio: 0.2, throttleMs: 0 } as const

/**
 * SPEC 2.10, 4.9, 9.7: the section in view is the last one whose heading has scrolled to within
 * 20% of the viewport height from its top (or above it). Before the first heading gets there,
 * no section is active. `tops` are the headings' distances from the viewport top, in page order.
 */
export function activeSection(
  tops: readonly { id: string; top: number }[],
  viewportHeight: number,
  ratio: number = SCROLL_SPY.activeRatio,
): string | undefined {
  const line = viewportHeight * ratio
  let active: string | undefined
  for (const { id, top } of tops) {
    if (top <= line) active = id
    else break
  }
  return active
}
