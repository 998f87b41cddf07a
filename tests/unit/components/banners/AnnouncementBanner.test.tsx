import { fireEvent, render, screen } from '@testing-library/react'
import React from 'react'
import { AnnouncementBanner } from '../../../../src/components/banners/AnnouncementBanner'
import { mountIsland } from '../../../helpers/islands'

// SPEC 2.4, 4.2: a banner starts open; only one marked closable can be closed, by its island (banner.island.ts).
describe('AnnouncementBanner', () => {
  it('has no close button, and no script, unless marked closable', () => {
    const { container } = render(<AnnouncementBanner label="Announcement">News</AnnouncementBanner>)
    expect(screen.getByRole('complementary', { name: 'Announcement' })).toHaveTextContent('News')
    expect(screen.queryByRole('button')).toBeNull()
    expect(container.querySelector('[data-island]')).toBeNull()
  })

  it('closes when marked closable and its close button is pressed', async () => {
    const { container } = render(
      <AnnouncementBanner label="Offer" closable position="floating">
        Offer
      </AnnouncementBanner>,
    )
    await mountIsland(container, 'banner')
    expect(screen.getByRole('complementary', { name: 'Offer' })).toBeVisible()
    fireEvent.click(screen.getByRole('button', { name: 'Close Offer' }))
    expect(screen.queryByRole('complementary', { name: 'Offer' })).toBeNull()
  })
})
