import { withoutCompanySection } from '../../../../src/lib/careers/company-section'

describe('the provider’s company blurb in a job offer', () => {
  it('is dropped up to the next heading, so the site’s own (from the company facts) is the only one', () => {
    const html =
      '<h3>The role</h3><p>Firmware.</p><h3>About Threshold</h3><p>We are 240 people in six offices.</p><h3>Benefits</h3><ul><li>Leave</li></ul>'
    expect(withoutCompanySection(html, 'Threshold')).toBe('<h3>The role</h3><p>Firmware.</p><h3>Benefits</h3><ul><li>Leave</li></ul>')
    expect(withoutCompanySection('<p>Firmware.</p><h3>About us</h3><p>We are 240 people.</p>', 'Threshold')).toBe('<p>Firmware.</p>')
    // The provider's h2, as the sanitizer keeps it (the offer's headings are the page's sections).
    expect(withoutCompanySection('<h2>The role</h2><p>Firmware.</p><h2>About Threshold</h2><p>We are 240 people.</p>', 'Threshold')).toBe(
      '<h2>The role</h2><p>Firmware.</p>',
    )
  })

  it('leaves an offer without one as it is', () => {
    expect(withoutCompanySection('<h3>About the team</h3><p>Six engineers.</p>', 'Threshold')).toBe(
      '<h3>About the team</h3><p>Six engineers.</p>',
    )
  })
})
