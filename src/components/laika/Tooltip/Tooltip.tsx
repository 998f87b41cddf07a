import React, { useId, useState } from 'react'
import { useEscapeWhileOpen } from '../../popups/escape-while-open'
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
 * Escape (WCAG 1.4.13: dismissible, hoverable, persistent). The trigger is described by it
 * (aria-describedby), so screen readers announce it whether shown or not.
 */
export function Tooltip({ content, placement = 'topCenter', children }: TooltipProps): React.JSX.Element {
  const id = useId()
  const [open, setOpen] = useState(false)
  const show = (): void => setOpen(true)
  const hide = (): void => setOpen(false)
  useEscapeWhileOpen(open, hide)
  return (
    <span className={styles.anchor} onMouseEnter={show} onMouseLeave={hide} onFocus={show} onBlur={hide}>
      {React.cloneElement(children, { 'aria-describedby': id })}
      <span role="tooltip" id={id} hidden={!open} data-placement={placement} className={`${styles.tooltip} ${styles[placement] ?? ''}`}>
        {content}
      </span>
    </span>
  )
}
