import { isBurgerDevice, isCurrentHref, placeClassicItems, type ClassicNavItem } from '../../../../src/lib/navigation/classic-nav'

const items: ClassicNavItem[] = [
  { type: 'popup', text: 'Solutions', topics: [] },
  { type: 'link', text: 'Pricing', link: { href: '/pricing' } },
  { type: 'cta', text: 'Get demo', link: { href: '/quote' } },
  { type: 'cta_mobile', text: 'Call us', link: { href: 'tel:+14155550142' } },
]
const texts = (list: ClassicNavItem[]): string[] => list.map((i) => i.text)

// SPEC 2.2 Reading A, 3.7, 9.6.
describe('classic navigation rules', () => {
  it('burger devices are TABLET, LANDSCAPE and MOBILE (SPEC 9.6)', () => {
    expect(isBurgerDevice('DESKTOP')).toBe(false)
    expect(['TABLET', 'LANDSCAPE', 'MOBILE'].every((d) => isBurgerDevice(d as 'TABLET'))).toBe(true)
  })

  it('on desktop the cta is in the menu and cta_mobile items are not shown', () => {
    expect(placeClassicItems(items, 'DESKTOP')).toEqual({ menu: [items[0], items[1], items[2]], separate: [] })
  })

  it('on mobile the cta is shown separately and cta_mobile joins the menu', () => {
    const placed = placeClassicItems(items, 'MOBILE')
    expect(texts(placed.menu)).toEqual(['Solutions', 'Pricing', 'Call us'])
    expect(texts(placed.separate)).toEqual(['Get demo'])
  })

  it('on tablet the cta stays in the burger menu', () => {
    expect(texts(placeClassicItems(items, 'TABLET').menu)).toEqual(['Solutions', 'Pricing', 'Get demo'])
  })

  it('the current item is the one whose link is the current path', () => {
    expect(isCurrentHref('/pricing', '/pricing')).toBe(true)
    expect(isCurrentHref('/pricing', '/pricing/')).toBe(true)
    expect(isCurrentHref('/pricing', '/pricing-faq')).toBe(false)
    expect(isCurrentHref('https://app.threshold.example/users/sign_in', '/users/sign_in')).toBe(false)
  })
})
