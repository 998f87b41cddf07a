/**
 * @jest-environment node
 */
import { ServerLocation } from '@reach/router'
import { Link as GatsbyLink } from 'gatsby-link'
import React from 'react'
import { renderToString } from 'react-dom/server'
import { SiteLink } from '../../../../src/components/links/SiteLink'

// SPEC 2.18: an in-app link is Gatsby's Link. On the server SiteLink writes the `<a>` Gatsby's Link
// would write, without its components (docs/architecture.md, "Links rendered as anchors"), so the
// browser's Link hydrates the same element. Each case renders both, Gatsby's own Link (not the jest
// stand-in of tests/mocks/gatsby.tsx) and SiteLink, on the same page, and compares the HTML: a
// Gatsby upgrade that changes what its Link writes fails here.
const withTrailingSlash = (option: string | undefined, run: () => void) => {
  const global = globalThis as { __TRAILING_SLASH__?: string }
  global.__TRAILING_SLASH__ = option
  try {
    run()
  } finally {
    delete global.__TRAILING_SLASH__
  }
}

// @types/reach__router predates React 18's types, in which a component's props list its children.
const PageLocation = ServerLocation as unknown as React.ComponentType<{ url: string; children: React.ReactNode }>
const onPage = (page: string, link: React.ReactElement) => renderToString(<PageLocation url={page}>{link}</PageLocation>)

const cases: { page: string; href: string; props?: Record<string, string> }[] = [
  { page: '/blog', href: '/blog' },
  { page: '/blog', href: '/blog/' },
  { page: '/blog/', href: '/blog' },
  { page: '/', href: '/' },
  { page: '/pricing', href: '/customers' },
  { page: '/pricing', href: '/pricing#plans' },
  { page: '/pricing', href: '/pricing/#plans' },
  { page: '/pricing', href: '/customers#' },
  { page: '/pricing', href: '/pricing', props: { className: 'nav-link', 'aria-label': 'Pricing plans' } },
  { page: '/pricing', href: '/customers', props: { className: 'nav-link', id: 'customers-link' } },
  { page: '/caf%C3%A9', href: '/café' },
]

describe('SiteLink on the server (SPEC 2.18)', () => {
  for (const option of ['never', 'always', 'ignore', undefined]) {
    it(`writes the same <a> as Gatsby's Link, trailing slash option ${String(option)}`, () => {
      withTrailingSlash(option, () => {
        for (const { page, href, props } of cases) {
          const gatsby = onPage(
            page,
            <GatsbyLink to={href} {...props}>
              <span>Go</span> there
            </GatsbyLink>,
          )
          const site = onPage(
            page,
            <SiteLink href={href} {...props}>
              <span>Go</span> there
            </SiteLink>,
          )
          expect({ page, href, html: site }).toEqual({ page, href, html: gatsby })
        }
      })
    })
  }

  it('marks the link to the page itself as the current page', () => {
    withTrailingSlash('never', () => {
      expect(onPage('/blog', <SiteLink href="/blog/">Blog</SiteLink>)).toBe('<a aria-current="page" href="/blog">Blog</a>')
      expect(onPage('/blog/page/2', <SiteLink href="/blog">Blog</SiteLink>)).toBe('<a href="/blog">Blog</a>')
    })
  })

  it('keeps the navigation marker where Gatsby puts it', () => {
    withTrailingSlash('never', () => {
      const gatsby = onPage(
        '/pricing',
        <GatsbyLink to="/pricing" data-keep-nav-open="" className="item">
          Pricing
        </GatsbyLink>,
      )
      expect(
        onPage(
          '/pricing',
          <SiteLink href="/pricing" keepNavOpen className="item">
            Pricing
          </SiteLink>,
        ),
      ).toBe(gatsby)
    })
  })

  it('leaves links that are not in-app as they were', () => {
    expect(onPage('/pricing', <SiteLink href="https://docs.threshold.example">Docs</SiteLink>)).toBe(
      '<a href="https://docs.threshold.example" target="_blank" rel="noopener">Docs</a>',
    )
    expect(onPage('/pricing', <SiteLink href="/academy/courses?label=x">Courses</SiteLink>)).toBe(
      '<a href="/academy/courses?label=x">Courses</a>',
    )
  })
})
