import { clickClosesNavigation } from '../../../../src/lib/navigation/nav-state'

// SPEC 2.2: a click on a link or button inside the navigation closes it unless marked not to.
describe('clickClosesNavigation (SPEC 2.2)', () => {
  document.body.innerHTML = `
    <nav>
      <a id="link" href="/pricing"><span id="inner">Pricing</span></a>
      <button id="button">Go</button>
      <button id="keep" data-keep-nav-open>Products</button>
      <div data-keep-nav-open><a id="kept-link" href="/x">x</a></div>
      <p id="text">Get in touch</p>
    </nav>`
  const el = (id: string): Element | null => document.getElementById(id)

  it('closes for a link, a button, or something inside a link', () => {
    expect(clickClosesNavigation(el('link'))).toBe(true)
    expect(clickClosesNavigation(el('inner'))).toBe(true)
    expect(clickClosesNavigation(el('button'))).toBe(true)
  })

  it('does not close for an element marked not to, or inside a marked container', () => {
    expect(clickClosesNavigation(el('keep'))).toBe(false)
    expect(clickClosesNavigation(el('kept-link'))).toBe(false)
  })

  it('does not close for a click on plain text', () => {
    expect(clickClosesNavigation(el('text'))).toBe(false)
    expect(clickClosesNavigation(null)).toBe(false)
  })
})
