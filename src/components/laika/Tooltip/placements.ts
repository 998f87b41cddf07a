/** SPEC 9.8: the twelve tooltip placements; the default is topCenter. */
export const TOOLTIP_PLACEMENTS = [
  'topLeft',
  'topCenter',
  'topRight',
  'bottomLeft',
  'bottomCenter',
  'bottomRight',
  'leftTop',
  'leftCenter',
  'leftBottom',
  'rightTop',
  'rightCenter',
  'rightBottom',
] as const

export type TooltipPlacement = (typeof TOOLTIP_PLACEMENTS)[number]
