import { fireEvent, render, screen } from '@testing-library/react'
import React from 'react'
import { AnnouncementBanner } from '../../../../src/components/banners/AnnouncementBanner'

// SPEC 2.4, 4.2: a banner starts open; only one marked closable can be closed.
describe('AnnouncementBanner', () => {
  it('has no close button unless marked closable', () => {
    render(<AnnouncementBanner label="Announcement">News</AnnouncementBanner>)
    expect(screen.getByRole('complementary', { name: 'Announcement' })).toHaveTextContent('News')
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('closes when marked closable and its close button is pressed', () => {
    render(
      <AnnouncementBanner label="Offer" closable position="floating">
        Offer
      </AnnouncementBanner>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Close Offer' }))
    expect(screen.queryByRole('complementary', { name: 'Offer' })).toBeNull()
  })
})
