import { fireEvent, render, screen } from '@testing-library/react'
import React from 'react'
import { Tooltip, TOOLTIP_PLACEMENTS } from '../../../../src/components/laika/Tooltip'
import { mountIsland } from '../../../helpers/islands'

/** An Unlock button with its tooltip, its island started: the trigger, the tooltip and the anchor around them. */
async function renderTooltip(): Promise<{ trigger: HTMLElement; tooltip: HTMLElement; anchor: HTMLElement }> {
  const { container } = render(
    <Tooltip content="Opens the door">
      <button type="button">Unlock</button>
    </Tooltip>,
  )
  const anchor = await mountIsland(container, 'tooltip')
  return { trigger: screen.getByRole('button', { name: 'Unlock' }), tooltip: screen.getByRole('tooltip'), anchor }
}

// SPEC 9.8, WCAG 1.4.13. The CSS shows the tooltip on hover and focus (Tooltip.module.css, which
// jsdom does not apply: tests/e2e/laika-tooltip.spec.ts checks it in the browser); its island
// marks it dismissed on Escape until the pointer or the focus comes back.
describe('Tooltip (SPEC 9.8)', () => {
  it('describes its trigger', async () => {
    const { trigger, tooltip } = await renderTooltip()
    expect(trigger).toHaveAttribute('aria-describedby', tooltip.id)
    expect(trigger).toHaveAccessibleDescription('Opens the door')
    expect(tooltip).toHaveAttribute('data-placement', 'topCenter')
  })

  it('is dismissed by Escape pressed anywhere, until the pointer enters it or the focus comes into it again', async () => {
    const { trigger, anchor } = await renderTooltip()
    trigger.focus()
    fireEvent.keyDown(document.body, { key: 'Escape' })
    expect(anchor).toHaveAttribute('data-dismissed')
    fireEvent.mouseEnter(anchor)
    expect(anchor).not.toHaveAttribute('data-dismissed')
    fireEvent.keyDown(trigger, { key: 'Escape' })
    expect(anchor).toHaveAttribute('data-dismissed')
    fireEvent.focusIn(trigger)
    expect(anchor).not.toHaveAttribute('data-dismissed')
    fireEvent.keyDown(trigger, { key: 'Enter' })
    expect(anchor).not.toHaveAttribute('data-dismissed')
  })

  it('offers exactly the twelve placements of SPEC 9.8', () => {
    // The SPEC's sentence, restated on purpose: the test fails when the source list changes.
    const spec =
      'topLeft, topCenter, topRight, bottomLeft, bottomCenter, bottomRight, leftTop, leftCenter, leftBottom, rightTop, rightCenter and rightBottom'
    expect(TOOLTIP_PLACEMENTS).toEqual(spec.split(/, | and /))
  })

  it.each(TOOLTIP_PLACEMENTS)('takes the %s placement', (placement) => {
    render(
      <Tooltip content="Tip" placement={placement}>
        <button type="button">Go</button>
      </Tooltip>,
    )
    expect(screen.getByRole('tooltip')).toHaveAttribute('data-placement', placement)
  })
})
