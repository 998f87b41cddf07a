import { offerDescription } from '../../../../src/lib/careers/offer-description'

// An offer page's meta description (SPEC 3.2: each page its own).
describe('offerDescription', () => {
  const offer = {
    title: 'Hardware Test Engineer',
    location: 'Austin, TX',
    description1:
      '<h2>The role</h2><p>Every reader we ship has been frozen, baked &amp; <strong>dropped</strong> first. You will run that lab.</p><p>More.</p>',
  }

  it('is the title, the location and the first paragraph, cut back to a word within 160 characters', () => {
    expect(offerDescription(offer)).toBe(
      'Hardware Test Engineer, Austin, TX. Every reader we ship has been frozen, baked & dropped first. You will run that lab.',
    )
    const long = offerDescription({ ...offer, description1: `<p>${'Door readers and controllers. '.repeat(10)}</p>` })
    expect(long.length).toBeLessThanOrEqual(163)
    expect(long).toMatch(/^Hardware Test Engineer, Austin, TX\. Door readers/)
  })

  it('differs between offers of one department', () => {
    expect(offerDescription(offer)).not.toBe(offerDescription({ ...offer, title: 'Firmware Engineer' }))
  })

  it('is the title and location when the offer has no paragraph', () => {
    expect(offerDescription({ ...offer, description1: '<ul><li>C</li></ul>' })).toBe('Hardware Test Engineer, Austin, TX.')
  })
})
