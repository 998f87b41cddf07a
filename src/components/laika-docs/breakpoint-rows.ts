import { ALLOWED_COLUMN_COUNTS, type ColumnKind } from '../../lib/laika/column-count'
import { deviceClassFromWidth, type DeviceClass } from '../../lib/laika/device-class'
import { breakpointPx, breakpoints, type Breakpoint } from '../../styles/tokens/breakpoints'
import { grid } from '../../styles/tokens/grid'

interface BreakpointRow {
  name: Breakpoint
  range: string
  /** A width inside the breakpoint, to derive its device class from the same rule the hook uses. */
  widest: number
  deviceClass: DeviceClass
  kind: ColumnKind
  gridColumns: string
  allowedCounts: readonly number[]
}

const row = (name: Breakpoint, range: string, widest: number, kind: ColumnKind): BreakpointRow => ({
  name,
  range,
  widest,
  deviceClass: deviceClassFromWidth(widest),
  kind,
  gridColumns: kind === 'desktop' ? grid.columnsDesktop : grid.columnsMobile,
  allowedCounts: ALLOWED_COLUMN_COUNTS[kind],
})

/** The breakpoints with what changes at each (SPEC 9.8), all derived from the tokens and rules. */
export const BREAKPOINT_ROWS: readonly BreakpointRow[] = [
  row('xsm', `up to ${breakpoints.xsm} (${breakpointPx.xsm}px)`, breakpointPx.xsm, 'mobile'),
  row('sm', `up to ${breakpoints.sm} (${breakpointPx.sm}px)`, breakpointPx.sm, 'mobile'),
  row('md', `up to ${breakpoints.md} (${breakpointPx.md}px)`, breakpointPx.md, 'desktop'),
  row('lg', `above ${breakpoints.md} (${breakpointPx.md}px)`, breakpointPx.md + 1, 'desktop'),
]
