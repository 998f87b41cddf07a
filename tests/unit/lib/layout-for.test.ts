import { layoutFor } from '../../../src/lib/layout-for'

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
