import { render, screen } from '@testing-library/react'
import { useStaticQuery } from 'gatsby'
import React from 'react'
import { TopBanner } from '../../../../src/components/banners/TopBanner'

// SPEC 2.4: the top banner shows its CMS document (the site-wide query's), whatever an editor
// writes there, on the pages isTopBannerShown allows. In the browser: tests/e2e/banner.spec.ts.
const topBanner = {
  text: 'Spring offer on readers.',
  position: 'static',
  link: { text: 'See the offer', href: '/products/reader?utm_source=website', newTab: null },
  buyLink: { text: 'Order now', href: 'https://store.threshold.example/reader', newTab: null },
}
const banner = () => screen.queryByRole('complementary', { name: 'Announcement' })

describe('TopBanner', () => {
  beforeEach(() => jest.mocked(useStaticQuery).mockReturnValue({ siteWideContent: { topBanner } }))

  it('shows the text and links of its document', () => {
    render(<TopBanner pathname="/pricing" />)
    expect(banner()).toHaveTextContent('Spring offer on readers.')
    expect(screen.getByRole('link', { name: 'See the offer' })).toHaveAttribute('href', '/products/reader?utm_source=website')
    const buy = screen.getByRole('link', { name: 'Order now' })
    expect(buy).toHaveAttribute('href', 'https://store.threshold.example/reader')
    expect(buy).toHaveAttribute('target', '_blank')
  })

  it('is hidden where the site’s rule hides it, whatever the document says', () => {
    render(<TopBanner pathname="/quote" />)
    expect(banner()).toBeNull()
  })

  it('shows nothing without a document (the build fails first, naming it)', () => {
    jest.mocked(useStaticQuery).mockReturnValue({ siteWideContent: { topBanner: null } })
    render(<TopBanner pathname="/pricing" />)
    expect(banner()).toBeNull()
  })
})
