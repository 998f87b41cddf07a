export { Tooltip } from './Tooltip'
export { TOOLTIP_PLACEMENTS, type TooltipPlacement } from './placements'
