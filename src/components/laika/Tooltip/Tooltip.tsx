import React, { useId } from 'react'
import { useIsland } from '../../../islands/page-islands'
import * as styles from './Tooltip.module.css'
import type { TooltipPlacement } from './placements'

interface TooltipProps {
  content: React.ReactNode
  placement?: TooltipPlacement
  /** One focusable element (a button or a link) that the tooltip describes. */
  children: React.ReactElement<{ 'aria-describedby'?: string }>
}

/**
 * A short description of its trigger, shown on hover and on keyboard focus and dismissed with
 * Escape (WCAG 1.4.13: dismissible, hoverable, persistent). The CSS shows it while the pointer is
 * over it or its trigger, or the trigger has focus; its island (tooltip.island.ts) dismisses it on
 * Escape. The trigger is described by it (aria-describedby), so screen readers announce it whether
 * shown or not.
 */
export function Tooltip({ content, placement = 'topCenter', children }: TooltipProps): React.JSX.Element {
  const id = useId()
  return (
    <span className={styles.anchor} {...useIsland('tooltip')}>
      {React.cloneElement(children, { 'aria-describedby': id })}
      <span role="tooltip" id={id} data-placement={placement} className={`${styles.tooltip} ${styles[placement] ?? ''}`}>
        {content}
      </span>
    </span>
  )
}
