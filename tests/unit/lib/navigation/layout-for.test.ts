import { barePath, isSamePath, layoutFor } from '../../../../src/lib/navigation/layout-for'
import { DESIGN_SYSTEM_NAV } from '../../../../src/layouts/design-system/nav'

// SPEC 2.1: which page uses which of the six layouts is decided by one route table.
describe('layoutFor (SPEC 2.1)', () => {
  it.each([
    ['/', 'main'],
    ['/pricing', 'main'],
    ['/products/video-intercom', 'main'],
    ['/academy', 'academy'],
    ['/academy/courses/access-control-fundamentals', 'academy'],
    ['/blog', 'blog'],
    ['/blog/running-a-lockdown-drill', 'blog'],
    ['/laika', 'design-system'],
    ['/laika/foundations/color', 'design-system'],
    ['/lp/video-intercom-offer', 'slim-footer'],
    ['/quote', 'slim-footer'],
    ['/demo', 'slim-footer'],
    ['/access-control-benefits', 'classic'],
    ['/how-it-works', 'classic'],
    ['/compare-us/smartlocks', 'classic'],
  ])('%s uses the %s layout', (path, layout) => {
    expect(layoutFor(path)).toBe(layout)
  })

  it('matches whole path segments only', () => {
    expect(layoutFor('/blogging-tips')).toBe('main')
    expect(layoutFor('/academy-news')).toBe('main')
    expect(layoutFor('/quotes')).toBe('main')
  })

  it('ignores a trailing slash', () => {
    expect(layoutFor('/blog/')).toBe('blog')
  })
})

// SPEC 2.15
const DESIGN_SYSTEM_ROUTES = [
  '/laika',
  '/laika/foundations/layout',
  '/laika/foundations/typography',
  '/laika/foundations/color',
  '/laika/foundations/space',
  '/laika/foundations/responsiveness',
  '/laika/theming-system',
  '/laika/theming-sandbox',
  '/laika/design-tokens',
]

describe('layout for a path (SPEC 2.1, 2.15)', () => {
  it('gives the design-system layout to the documentation area', () => {
    for (const route of DESIGN_SYSTEM_ROUTES) expect(layoutFor(route)).toBe('design-system')
  })

  it('gives the main layout to every other page', () => {
    expect(layoutFor('/')).toBe('main')
    expect(layoutFor('/pricing')).toBe('main')
    expect(layoutFor('/laikaesque')).toBe('main')
    expect(layoutFor('/features/laika')).toBe('main')
  })

  it('the side navigation lists the nine routes of the area and the component pages', () => {
    const componentPages = ['/laika/components/banners', '/laika/components/popup-layer', '/laika/components/sections']
    expect(DESIGN_SYSTEM_NAV.flatMap((s) => s.links.map((l) => l.href)).sort()).toEqual([...DESIGN_SYSTEM_ROUTES, ...componentPages].sort())
  })

  it('compares paths ignoring a trailing slash', () => {
    expect(isSamePath('/laika/', '/laika')).toBe(true)
    expect(isSamePath('/', '/')).toBe(true)
    expect(isSamePath('/laika/design-tokens', '/laika')).toBe(false)
  })
})

// SPEC 2.1: the layout is chosen from the page's path; in the browser Gatsby's page path carries the
// address's query string, which must not change the layout or the chrome (else hydration fails).
describe('barePath', () => {
  it('drops the query string and fragment, so the layout and chrome match the build', () => {
    expect(barePath('/?x=1')).toBe('/')
    expect(barePath('/how-it-works?utm_source=a&b=2')).toBe('/how-it-works')
    expect(barePath('/laika#colors')).toBe('/laika')
    expect(barePath('/blog')).toBe('/blog')
    expect(barePath('?x=1')).toBe('/')
    expect(layoutFor(barePath('/how-it-works?x=1'))).toBe('classic')
    expect(isSamePath(barePath('/?x=1'), '/')).toBe(true)
  })
})
