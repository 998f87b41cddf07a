/**
 * @jest-environment jsdom
 */
import { islandAttributes, islandLoad, islandProps, isHydrated } from '../../../../src/lib/islands/island-attributes'

// docs/islands.md: how the build's HTML names an island.
describe('islandAttributes', () => {
  it('names the island, and writes its props as JSON and a load other than at start', () => {
    expect(islandAttributes('toc')).toEqual({ 'data-island': 'toc' })
    expect(islandAttributes('lead-form', { props: { formId: 'quote' }, load: 'interaction' })).toEqual({
      'data-island': 'lead-form',
      'data-island-props': '{"formId":"quote"}',
      'data-island-load': 'interaction',
    })
    expect(islandAttributes('toc', { load: 'start' })).toEqual({ 'data-island': 'toc' })
  })
})

describe('islandLoad and islandProps', () => {
  it('reads a load, at start when there is none or an unknown one', () => {
    expect(islandLoad('visible')).toBe('visible')
    expect(islandLoad(null)).toBe('start')
    expect(islandLoad('later')).toBe('start')
  })

  it('reads the props back, and names the island when they are not JSON', () => {
    expect(islandProps('x', '{"a":1}')).toEqual({ a: 1 })
    expect(islandProps('x', null)).toBeUndefined()
    expect(() => islandProps('lead-form', '{a')).toThrow('Island lead-form: data-island-props is not JSON')
  })
})

describe('isHydrated', () => {
  it("is the mark of the control's island, or of the element itself outside any island", () => {
    document.body.innerHTML = '<div data-island="navigation"><button id="in"></button></div><button id="out"></button>'
    const inside = document.getElementById('in') as Element
    const outside = document.getElementById('out') as Element
    expect(isHydrated(inside)).toBe(false)
    document.querySelector('[data-island]')?.setAttribute('data-hydrated', '')
    expect(isHydrated(inside)).toBe(true)
    expect(isHydrated(outside)).toBe(false)
    outside.setAttribute('data-hydrated', '')
    expect(isHydrated(outside)).toBe(true)
  })
})
