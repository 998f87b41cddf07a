import { site } from '../../../src/config/site-config'
import { contentHref, isInAppLink, linkRel, linkTarget } from '../../../src/lib/links'

describe('isInAppLink (SPEC 2.18)', () => {
  it('is in-app for a site path in the same tab', () => {
    expect(isInAppLink('/pricing')).toBe(true)
    expect(isInAppLink('/blog/my-post#setup')).toBe(true)
  })

  it('is in-app for a route object', () => {
    expect(isInAppLink({ pathname: '/pricing' })).toBe(true)
  })

  it('is a plain link when it opens in a new tab', () => {
    expect(isInAppLink('/pricing', true)).toBe(false)
    expect(isInAppLink({ pathname: '/pricing' }, true)).toBe(false)
  })

  it('adds rel noopener to new-tab links only', () => {
    expect(linkRel(true)).toBe('noopener')
    expect(linkRel(false)).toBeUndefined()
  })

  it('is a plain link when the href does not start with /', () => {
    expect(isInAppLink('https://www.threshold.example/pricing')).toBe(false)
    expect(isInAppLink('mailto:sales@threshold.example')).toBe(false)
    expect(isInAppLink('//cdn.example/x')).toBe(false)
    expect(isInAppLink('tel:+14155550142')).toBe(false)
  })

  it("is a plain link when the href has a '?'", () => {
    expect(isInAppLink('/academy/courses?label=Access%20Control')).toBe(false)
  })

  it.each(['.pdf', '.png', '.jpg', '.svg', '.json', '.PDF'])('is a plain link to a %s file', (ext) => {
    expect(isInAppLink(`/files/datasheet${ext}`)).toBe(false)
  })
})

describe('links to content of another project (SPEC 2.10, 3.3)', () => {
  it('point to the sister site at the same path', () => {
    expect(contentHref('/guides/coworking-access', 'coworking')).toBe(`${site.sisterSiteUrl}/guides/coworking-access`)
  })

  it('stay on this site for its own project or none', () => {
    expect(contentHref('/guides/pacs', site.mainProject)).toBe('/guides/pacs')
    expect(contentHref('/guides/pacs', null)).toBe('/guides/pacs')
  })

  it('a sister-site link is a plain link; a new-tab link carries rel noopener (SPEC 2.18)', () => {
    expect(linkTarget({ href: '/x', project: 'coworking' })).toEqual({ href: `${site.sisterSiteUrl}/x`, inApp: false, newTab: false, rel: undefined })
    expect(linkTarget({ href: 'https://www.nist.gov/', newTab: true })).toMatchObject({ inApp: false, rel: 'noopener' })
    expect(linkTarget({ href: '/pricing' })).toMatchObject({ inApp: true, rel: undefined })
  })
})
