import { isBurgerDevice, isCurrentHref, placeClassicItems, type ClassicNavItem } from '../../../../src/lib/navigation/classic-nav'

const items: ClassicNavItem[] = [
  { type: 'popup', text: 'Solutions', topics: [] },
  { type: 'link', text: 'Pricing', link: { href: '/pricing' } },
  { type: 'cta', text: 'Get demo', link: { href: '/quote' } },
  { type: 'cta_mobile', text: 'Call us', link: { href: 'tel:+14155550142' } },
]

// SPEC 2.2 Reading A, 3.7, 9.6.
describe('classic navigation rules', () => {
  it('burger devices are TABLET, LANDSCAPE and MOBILE (SPEC 9.6)', () => {
    expect(isBurgerDevice('DESKTOP')).toBe(false)
    expect(['TABLET', 'LANDSCAPE', 'MOBILE'].every((d) => isBurgerDevice(d as 'TABLET'))).toBe(true)
  })

  // The build writes every place; the CSS shows each on its devices (`on`).
  it('every item but the cta is in the menu on mobile; the cta is in it everywhere else, cta_mobile items only on mobile', () => {
    expect(placeClassicItems(items).menu).toEqual([
      { item: items[0], on: 'all' },
      { item: items[1], on: 'all' },
      { item: items[2], on: 'notMobile' },
      { item: items[3], on: 'mobile' },
    ])
  })

  it('the cta is shown separately, beside the burger button, on mobile only', () => {
    expect(placeClassicItems(items).separate).toEqual([{ item: items[2], on: 'mobile' }])
  })

  it('the current item is the one whose link is the current path', () => {
    expect(isCurrentHref('/pricing', '/pricing')).toBe(true)
    expect(isCurrentHref('/pricing', '/pricing/')).toBe(true)
    expect(isCurrentHref('/pricing', '/pricing-faq')).toBe(false)
    expect(isCurrentHref('https://app.threshold.example/users/sign_in', '/users/sign_in')).toBe(false)
  })
})
