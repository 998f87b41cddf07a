/** The column counts a collection grid may use on a wide screen, in order of preference. */
const GRID_COLUMN_CHOICES = [3, 4, 2] as const

/**
 * The columns of a collection grid on a wide screen (from the lg
 * breakpoint, 62rem), chosen from its item count so the grid shows no holes: up to three items fill
 * one row; more take the choice (3, 4 or 2 columns) whose last row leaves the fewest empty cells
 * (6 → 3 + 3, 8 → 4 + 4, 7 → 4 + 3, 5 → 3 + 2), the earlier choice winning a tie.
 */
export function gridColumns(count: number): number {
  if (count <= 3) return Math.max(1, count)
  const holes = (columns: number) => (columns - (count % columns)) % columns
  return GRID_COLUMN_CHOICES.reduce((best, c) => (holes(c) < holes(best) ? c : best), GRID_COLUMN_CHOICES[0])
}

/**
 * The columns of the same grid on a tablet (md, 48rem to 62rem), where four cards are too
 * narrow: a four-column grid takes two. In a two-column grid an odd last card spans the row
 * (collections.module.css), so 7 cards show 2 + 2 + 2 + 1 wide, never a hole beside the last card;
 * a three-column grid keeps its wide rows (a last row at most one card short).
 */
export function tabletGridColumns(count: number): number {
  const wide = gridColumns(count)
  return wide === 4 ? 2 : wide
}
