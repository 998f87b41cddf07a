import React from 'react'
import { EARLY_CLICK_ATTRIBUTE } from '../../lib/islands/early-clicks'
import { KEEP_NAV_OPEN_ATTRIBUTE } from '../../lib/navigation/nav-state'

interface BurgerButtonProps {
  open: boolean
  controls: string
  onToggle: () => void
  className?: string
}

/**
 * The burger button of both navigations (SPEC 2.2); it does not count as a closing click. A click
 * before hydration is kept and replayed (src/lib/islands/early-clicks.ts).
 */
export const BurgerButton = React.forwardRef<HTMLButtonElement, BurgerButtonProps>(function BurgerButton(
  { open, controls, onToggle, className },
  ref,
) {
  return (
    <button
      ref={ref}
      type="button"
      className={className}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      {...{ [KEEP_NAV_OPEN_ATTRIBUTE]: '', [EARLY_CLICK_ATTRIBUTE]: 'menu' }}
    >
      <svg aria-hidden="true" focusable="false" width="24" height="24" viewBox="0 0 24 24">
        {open ? (
          <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2" />
        ) : (
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
        )}
      </svg>
      <span className="visually-hidden">Menu</span>
    </button>
  )
})
