import React from 'react'
import { Button } from '../laika/Button'
import { Text } from '../laika/Text'
import { openPopup } from '../popups/PopupLayer'

/** Opens the design system's example popup (SPEC 2.7); its content opens another on top, to show the stack. */
export function openExample(depth: number): void {
  openPopup({
    title: `Popup ${depth}`,
    render: (close) => (
      <>
        <Text>
          This is popup {depth} of the stack. Tab stays inside it, Escape or the close button closes it, and focus goes back to the button
          that opened it.
        </Text>
        <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
          <Button onClick={() => openExample(depth + 1)}>Open another popup</Button>
          <Button rank="beta" onClick={close}>
            Done
          </Button>
        </div>
      </>
    ),
  })
}
