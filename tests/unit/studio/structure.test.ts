import { site } from '../../../src/config/site-config'
import { SINGLETON_TYPES, SINGLETONS } from '../../../studio/structure'

// The desk (studio/structure.ts): every document of a fixed id the site reads is one entry under
// 'Site settings', opened as that one document; sanity.config.ts offers no "create another" and
// no duplicate or delete for their types.
describe('the desk’s singletons', () => {
  it('are every document of a fixed id the site reads, each with its type', () => {
    expect(SINGLETONS.map(({ id, type }) => [id, type])).toEqual([
      ...Object.values(site.navBarMenuIds).map((id) => [id, 'navBarMenu']),
      [site.topBannerId, 'topBanner'],
      ...Object.values(site.footerIds).map((id) => [id, 'footer']),
      [site.classicNavigationId, 'classicNavigation'],
    ])
    expect(SINGLETON_TYPES).toEqual(['navBarMenu', 'topBanner', 'footer', 'classicNavigation'])
  })

  it('are titled by their type, and by their id where a type has several', () => {
    expect(SINGLETONS.map((s) => s.title)).toEqual([
      'Navigation menu: products',
      'Navigation menu: solutions',
      'Navigation menu: resources',
      'Top banner',
      'Footer: main',
      'Footer: classic',
      'Classic navigation',
    ])
  })
})
