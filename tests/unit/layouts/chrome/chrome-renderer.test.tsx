/**
 * @jest-environment node
 */
import { ServerLocation } from '@reach/router'
import { useStaticQuery } from 'gatsby'
import React, { createContext, useContext } from 'react'
import { renderToString } from 'react-dom/server'
import { TopBanner } from '../../../../src/components/banners/TopBanner'
import { SiteLink } from '../../../../src/components/links/SiteLink'
import { setChromeRenderer } from '../../../../src/layouts/chrome/ChromeOnce'
import { chromeRenderer, PREACT_HTML, renderChromeOnceInBuild } from '../../../../src/layouts/chrome/chrome-renderer'
import { SiteFrame } from '../../../../src/layouts/chrome/SiteFrame'

// The build renders the chrome once for the pages that show the same (docs/architecture.md, "The
// chrome rendered once"). What it writes must be what each page's own render writes: the same
// header and footer, the page's own link marked (SPEC 2.2), the top banner where SPEC 2.4 shows it,
// and the values of the contexts the page is rendered in. The whole built site is compared the same
// way in docs/architecture.md.
const Theme = createContext('none')
const headerRendered = jest.fn()

function Header({ pathname }: { pathname: string }): React.JSX.Element {
  headerRendered()
  return (
    <>
      <TopBanner pathname={pathname} />
      <nav aria-label="Main">
        <SiteLink href="/">Home</SiteLink>
        <SiteLink href="/pricing">Pricing</SiteLink>
        <SiteLink href="/café">Café</SiteLink>
      </nav>
    </>
  )
}

function Footer(): React.JSX.Element {
  return (
    <footer data-theme={useContext(Theme)}>
      <SiteLink href="/legal/">Legal</SiteLink>
    </footer>
  )
}

// @types/reach__router predates React 18's types, in which a component's props list its children.
const PageLocation = ServerLocation as unknown as React.ComponentType<{ url: string; children: React.ReactNode }>

const page = (pathname: string, theme = 'anti') =>
  renderToString(
    <PageLocation url={pathname}>
      <Theme.Provider value={theme}>
        <SiteFrame pathname={pathname} header={<Header pathname={pathname} />} footer={<Footer />}>
          <h1>{pathname}</h1>
        </SiteFrame>
      </Theme.Provider>
    </PageLocation>,
  )

const PAGES = [
  '/blog/a',
  '/blog/b',
  '/customers/x',
  '/pricing',
  '/pricing/',
  '/blog/c',
  '/quote',
  '/',
  '/legal',
  '/caf%C3%A9',
  '/lp/offer',
  '/lp/other',
]

describe('the chrome rendered once (SPEC 2.1, 2.2, 2.4)', () => {
  beforeEach(() => {
    headerRendered.mockClear()
    jest.mocked(useStaticQuery).mockReturnValue({
      siteWideContent: {
        topBanner: {
          text: 'Spring offer.',
          position: 'static',
          link: { text: 'See the offer', href: '/products/reader', newTab: null },
          buyLink: { text: 'Order now', href: 'https://store.threshold.example/reader', newTab: null },
        },
      },
    })
  })
  afterEach(() => setChromeRenderer(undefined))

  it("writes each page's own HTML", () => {
    const own = PAGES.map((pathname) => page(pathname))
    setChromeRenderer(chromeRenderer(PREACT_HTML))
    expect(PAGES.map((pathname) => page(pathname))).toEqual(own)
    // The cases are what they say: the banner where SPEC 2.4 shows it, the page's own link marked.
    expect(own[0]).toContain('Spring offer.')
    expect(own[6]).not.toContain('Spring offer.')
    expect(own[3]).toContain('aria-current="page" href="/pricing"')
    expect(own[9]).toContain('aria-current="page" href="/café"')
    expect(own[0]).not.toContain('aria-current')
  })

  it('renders the chrome once for the pages that show the same, and again for each page it links to', () => {
    setChromeRenderer(chromeRenderer(PREACT_HTML))
    for (const pathname of ['/blog/a', '/blog/b', '/blog/c']) page(pathname)
    expect(headerRendered).toHaveBeenCalledTimes(1)
    page('/pricing')
    page('/pricing/')
    expect(headerRendered).toHaveBeenCalledTimes(3)
    // A page the chrome links to is not kept for the others: /pricing's marked link stays its own.
    expect(page('/blog/d')).not.toContain('aria-current')
    expect(headerRendered).toHaveBeenCalledTimes(3)
  })

  it('keeps apart the pages whose chrome differs by its facts: the banner hidden, a paid landing page', () => {
    setChromeRenderer(chromeRenderer(PREACT_HTML))
    page('/blog/a')
    expect(page('/quote')).not.toContain('Spring offer.')
    page('/lp/offer')
    page('/lp/other')
    expect(headerRendered).toHaveBeenCalledTimes(3)
  })

  it("renders the chrome in the page's context", () => {
    setChromeRenderer(chromeRenderer(PREACT_HTML))
    expect(page('/blog/a', 'pro')).toContain('<footer data-theme="pro">')
  })

  it('is lent in the production build only', () => {
    renderChromeOnceInBuild('development')
    page('/blog/a')
    page('/blog/b')
    expect(headerRendered).toHaveBeenCalledTimes(2)
    renderChromeOnceInBuild('production')
    page('/blog/a')
    page('/blog/b')
    expect(headerRendered).toHaveBeenCalledTimes(3)
  })
})
