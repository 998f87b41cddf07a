import { fireEvent, render, screen } from '@testing-library/react'
import React from 'react'
import { Banner } from '../../../src/components/banners/Banner'

// SPEC 2.4, 4.2: a banner starts open; only one marked closable can be closed.
describe('Banner', () => {
  it('has no close button unless marked closable', () => {
    render(<Banner label="Announcement">News</Banner>)
    expect(screen.getByRole('complementary', { name: 'Announcement' })).toHaveTextContent('News')
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('closes when marked closable and its close button is pressed', () => {
    render(
      <Banner label="Offer" closable position="floating">
        Offer
      </Banner>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Close Offer' }))
    expect(screen.queryByRole('complementary', { name: 'Offer' })).toBeNull()
  })
})
