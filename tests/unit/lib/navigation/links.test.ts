/**
 * @jest-environment jsdom
 */
import { site } from '../../../../src/config/site-config'
import {
  contentHref,
  isInAppLink,
  isOtherOrigin,
  linkRel,
  linkTarget,
  opensInNewTab,
  speculationRules,
} from '../../../../src/lib/navigation/links'

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

  it('a sister-site link is another origin: a plain link in a new tab with rel noopener (SPEC 2.18)', () => {
    expect(linkTarget({ href: '/x', project: 'coworking' })).toEqual({
      href: `${site.sisterSiteUrl}/x`,
      inApp: false,
      newTab: true,
      rel: 'noopener',
    })
    expect(linkTarget({ href: 'https://www.nist.gov/', newTab: true })).toMatchObject({ inApp: false, rel: 'noopener' })
    expect(linkTarget({ href: '/pricing' })).toMatchObject({ inApp: true, rel: undefined })
  })
})

describe('links to another origin open in a new tab (SPEC 2.18)', () => {
  it('knows an http(s) or protocol-relative URL as another origin', () => {
    expect(isOtherOrigin('https://docs.threshold.example')).toBe(true)
    expect(isOtherOrigin('http://example.com/a?b=c')).toBe(true)
    expect(isOtherOrigin('HTTPS://EXAMPLE.COM')).toBe(true)
    expect(isOtherOrigin('//cdn.example/x')).toBe(true)
  })

  it('keeps site paths, anchors, mail and phone links on this origin', () => {
    for (const href of ['/pricing', '/academy/courses?label=x', '#setup', 'mailto:sales@threshold.example', 'tel:+14155550142']) {
      expect(isOtherOrigin(href)).toBe(false)
    }
    expect(isOtherOrigin({ pathname: '/pricing' })).toBe(false)
  })

  it('opens another origin in a new tab whatever the flag says', () => {
    expect(opensInNewTab('https://docs.threshold.example')).toBe(true)
    expect(opensInNewTab('https://docs.threshold.example', false)).toBe(true)
    expect(linkTarget({ href: 'https://docs.threshold.example', newTab: false })).toEqual({
      href: 'https://docs.threshold.example',
      inApp: false,
      newTab: true,
      rel: 'noopener',
    })
  })

  it('lets the flag open an internal link in a new tab, and only then', () => {
    expect(opensInNewTab('/legal/cookies', true)).toBe(true)
    expect(opensInNewTab('/legal/cookies')).toBe(false)
    expect(linkTarget({ href: '/legal/cookies', newTab: true })).toEqual({
      href: '/legal/cookies',
      inApp: false,
      newTab: true,
      rel: 'noopener',
    })
    expect(linkTarget({ href: 'mailto:sales@threshold.example' })).toEqual({
      href: 'mailto:sales@threshold.example',
      inApp: false,
      newTab: false,
      rel: undefined,
    })
  })
})

describe('speculationRules (SPEC 2.18: the in-app links are prefetched)', () => {
  const selector = (): string =>
    (JSON.parse(speculationRules()) as { prefetch: { where: { selector_matches: string } }[] }).prefetch[0]?.where.selector_matches ?? ''

  it('prefetches exactly the links the rule makes in-app navigation', () => {
    document.body.innerHTML = [
      '<a id="in" href="/pricing">in</a>',
      '<a id="fragment" href="/blog/x#setup">in</a>',
      '<a id="query" href="/academy/courses?label=x">query</a>',
      '<a id="tab" href="/legal/terms" target="_blank">tab</a>',
      '<a id="pdf" href="/files/guide.PDF">pdf</a>',
      '<a id="json" href="/data.json">json</a>',
      '<a id="protocol" href="//cdn.example/x">other</a>',
      '<a id="other" href="https://example.com/x">other</a>',
    ].join('')
    const matched = [...document.querySelectorAll(selector())].map((a) => a.id)
    expect(matched).toEqual(['in', 'fragment'])
    for (const a of document.querySelectorAll('a')) {
      expect(matched.includes(a.id)).toBe(isInAppLink(a.getAttribute('href') ?? '', a.getAttribute('target') === '_blank'))
    }
  })
})
