import { act, fireEvent, render, screen } from '@testing-library/react'
import React from 'react'
import { Tooltip, TOOLTIP_PLACEMENTS } from '../../../../src/components/laika/Tooltip'

describe('Tooltip (SPEC 9.8)', () => {
  it('describes its trigger, is hidden until hover or focus, and Escape dismisses it', () => {
    render(
      <Tooltip content="Opens the door">
        <button type="button">Unlock</button>
      </Tooltip>,
    )
    const trigger = screen.getByRole('button', { name: 'Unlock' })
    const tooltip = screen.getByRole('tooltip', { hidden: true })
    expect(trigger).toHaveAttribute('aria-describedby', tooltip.id)
    expect(trigger).toHaveAccessibleDescription('Opens the door')
    expect(tooltip).not.toBeVisible()
    expect(tooltip).toHaveAttribute('data-placement', 'topCenter')

    act(() => trigger.focus())
    expect(tooltip).toBeVisible()
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(tooltip).not.toBeVisible()

    fireEvent.mouseEnter(trigger)
    expect(tooltip).toBeVisible()
    fireEvent.mouseLeave(trigger)
    expect(tooltip).not.toBeVisible()
  })

  it('offers exactly the twelve placements of SPEC 9.8', () => {
    // The SPEC's sentence, restated on purpose: the test fails when the source list changes.
    const spec = 'topLeft, topCenter, topRight, bottomLeft, bottomCenter, bottomRight, leftTop, leftCenter, leftBottom, rightTop, rightCenter and rightBottom'
    expect(TOOLTIP_PLACEMENTS).toEqual(spec.split(/, | and /))
  })

  it.each(TOOLTIP_PLACEMENTS)('takes the %s placement', (placement) => {
    render(
      <Tooltip content="Tip" placement={placement}>
        <button type="button">Go</button>
      </Tooltip>,
    )
    expect(screen.getByRole('tooltip', { hidden: true })).toHaveAttribute('data-placement', placement)
  })
})
