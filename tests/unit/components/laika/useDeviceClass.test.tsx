import { act, render, screen } from '@testing-library/react'
import React from 'react'
import { useDeviceClass } from '../../../../src/components/laika/useDeviceClass'

function Probe(): React.JSX.Element {
  return <p>{useDeviceClass()}</p>
}

function resizeTo(width: number): void {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width })
    window.dispatchEvent(new Event('resize'))
  })
}

describe('useDeviceClass (SPEC 9.8)', () => {
  it('reads the device class of the window and follows resizes', () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 400 })
    render(<Probe />)
    expect(screen.getByText('MOBILE')).toBeInTheDocument()
    resizeTo(700)
    expect(screen.getByText('LANDSCAPE')).toBeInTheDocument()
    resizeTo(900)
    expect(screen.getByText('TABLET')).toBeInTheDocument()
    resizeTo(1400)
    expect(screen.getByText('DESKTOP')).toBeInTheDocument()
  })
})
