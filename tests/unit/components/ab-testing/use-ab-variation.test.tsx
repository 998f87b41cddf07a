import { act, render, screen } from '@testing-library/react'
import React from 'react'
import { useAbVariation, useFormThemeClass } from '../../../../src/components/ab-testing/use-ab-variation'
import { chooseVariation, installAbTesting, type AbWindow } from '../../../../src/lib/ab-testing/ab-testing'

// SPEC 4.7: components read the active variation through the hook; the form-theme variation
// gives embedded forms their CSS class.
function FormTheme(): React.JSX.Element {
  return <p data-testid="form">{useFormThemeClass() ?? 'none'}</p>
}
function Hero(): React.JSX.Element {
  const [variation, set] = useAbVariation('homeHero')
  return (
    <button type="button" onClick={() => set('outcomes')}>
      {variation ?? 'unknown'}
    </button>
  )
}

describe('useAbVariation', () => {
  beforeEach(() => {
    localStorage.clear()
    window.history.replaceState(null, '', '/?ab-hubspotFormTheme=threshold&ab-homeHero=control')
    installAbTesting(
      window,
      [
        {
          name: 'hubspotFormTheme',
          variations: [
            { name: 'default', chance: 50 },
            { name: 'threshold', chance: 50 },
          ],
        },
        {
          name: 'homeHero',
          variations: [
            { name: 'control', chance: 70 },
            { name: 'outcomes', chance: 30 },
          ],
        },
      ],
      'threshold-ab-testing',
      chooseVariation,
    )
  })

  it('reads the variation the head script chose, and follows a manual set', () => {
    render(<Hero />)
    const button = screen.getByRole('button')
    expect(button).toHaveTextContent('control')
    act(() => button.click())
    expect(button).toHaveTextContent('outcomes')
    expect(document.body).toHaveClass('ab-homeHero-outcomes')
  })

  it("gives embedded forms the theme's class while hubspotFormTheme is 'threshold'", () => {
    render(<FormTheme />)
    expect(screen.getByTestId('form')).toHaveTextContent('threshold-form-theme')
    act(() => (window as unknown as AbWindow).thresholdAb?.set('hubspotFormTheme', 'default'))
    expect(screen.getByTestId('form')).toHaveTextContent('none')
  })
})
