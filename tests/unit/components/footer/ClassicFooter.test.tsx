import { render, screen } from '@testing-library/react'
import { useStaticQuery } from 'gatsby'
import React from 'react'
import { ConsentProvider } from '../../../../src/components/consent/ConsentProvider'
import { ClassicFooter } from '../../../../src/components/footer/ClassicFooter'

// SPEC 2.5: the old footer's variant shows the logo; footer themes are 'pro' and 'anti'.
// Its 'Cookie settings' link reads the consent handler of the global layout.
const inLayout = (footer: React.JSX.Element) => render(<ConsentProvider>{footer}</ConsentProvider>)

beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue({ siteWideContent: { footerLegalItems: [{ title: 'Privacy', href: '/legal/privacy' }] } })
})

describe('ClassicFooter', () => {
  it.each(['pro', 'anti'] as const)("is drawn in the '%s' theme", (theme) => {
    const { container } = inLayout(<ClassicFooter theme={theme} />)
    expect(container.firstElementChild).toHaveAttribute('data-laika-theme', theme)
  })

  it("is 'anti' by default, the classic pages' dark footer", () => {
    const { container } = inLayout(<ClassicFooter />)
    expect(container.firstElementChild).toHaveAttribute('data-laika-theme', 'anti')
  })

  it('shows the logo, linking to the home page', () => {
    inLayout(<ClassicFooter />)
    expect(screen.getByRole('link', { name: 'Threshold home' })).toHaveAttribute('href', '/')
  })
})
