import React from 'react'

/** The design system's symbol: a stylised dog's head (Laika). Decorative; the link names it. */
export function LaikaSymbol(): React.JSX.Element {
  return (
    <svg aria-hidden="true" focusable="false" width="32" height="32" viewBox="0 0 32 32">
      <circle cx="16" cy="16" r="16" fill="currentColor" />
      <path d="M9 8l4 5h6l4-5v11a7 7 0 0 1-14 0z" fill="var(--laika-color-surface)" />
      <circle cx="13" cy="17" r="1.5" fill="currentColor" />
      <circle cx="19" cy="17" r="1.5" fill="currentColor" />
    </svg>
  )
}
