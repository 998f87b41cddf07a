import { isSamePath, layoutFor } from '../../../src/lib/layout-for'
import { DESIGN_SYSTEM_NAV } from '../../../src/layouts/design-system/nav'

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
    const componentPages = ['/laika/components/popup-layer']
    expect(DESIGN_SYSTEM_NAV.flatMap((s) => s.links.map((l) => l.href)).sort()).toEqual([...DESIGN_SYSTEM_ROUTES, ...componentPages].sort())
  })

  it('compares paths ignoring a trailing slash', () => {
    expect(isSamePath('/laika/', '/laika')).toBe(true)
    expect(isSamePath('/', '/')).toBe(true)
    expect(isSamePath('/laika/design-tokens', '/laika')).toBe(false)
  })
})
