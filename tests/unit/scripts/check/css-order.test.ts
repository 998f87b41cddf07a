import { checkCssOrder, overlaps, parseRules } from '../../../../scripts/check/css-order'

// docs/quality.md, "CSS order": the bundle's order of the CSS modules never decides a page's look.
const page = (body: string) => new Map([['index.html', `<html><body>${body}</body></html>`]])
const CARD = 'Card-module--card--aaaaa'
const THEME = 'Theme-module--surface--bbbbb'

describe('parseRules', () => {
  it('reads each selector with its layer, conditions, origin, specificity and properties', () => {
    const rules = parseRules(`@layer primitives{@media (min-width:48rem){.${CARD}:hover::before,.${CARD} a{color:red;margin-top:0}}}`)
    expect(rules).toEqual([
      expect.objectContaining({
        matcher: `.${CARD}`,
        pseudoElement: '::before',
        specificity: [0, 2, 1],
        origin: 'Card-module',
        layer: 'primitives',
        conditions: '@media (min-width:48rem)',
        properties: ['color', 'margin-top'],
      }),
      expect.objectContaining({ matcher: `.${CARD} a`, pseudoElement: '', specificity: [0, 1, 1], origin: 'Card-module' }),
    ])
  })

  it('weighs :where() as nothing and :not() as its argument, and skips keyframes', () => {
    const [where, not] = parseRules(`@layer a{:where(.${THEME}){color:red}.x:not(#y){color:red}@keyframes k{to{opacity:0}}}`)
    expect(where?.specificity).toEqual([0, 0, 0])
    expect(not?.specificity).toEqual([1, 1, 0])
    expect(parseRules('@keyframes k{to{opacity:0}}')).toEqual([])
  })
})

describe('overlaps', () => {
  it('pairs a property with itself and with its shorthand, custom properties only with themselves', () => {
    expect(overlaps('margin', 'margin-top')).toBe(true)
    expect(overlaps('border-top-color', 'border')).toBe(true)
    expect(overlaps('margin', 'padding')).toBe(false)
    expect(overlaps('--a', '--a-b')).toBe(false)
  })
})

describe('checkCssOrder', () => {
  const element = `<div class="${THEME} ${CARD}"><a href="/">x</a></div>`

  it('finds two files of one layer setting the same property of one element with the same weight', () => {
    const css = `@layer primitives{.${CARD}{background:white;padding:1rem}}@layer primitives{.${THEME}{background:black}}`
    const { conflicts } = checkCssOrder(css, page(element))
    expect(conflicts).toEqual([
      {
        layer: 'primitives',
        first: `.${CARD}`,
        second: `.${THEME}`,
        properties: ['background'],
        example: `index.html: <div class="${THEME} ${CARD}">`,
      },
    ])
  })

  it('finds none between layers, between different weights, between other properties or on other elements', () => {
    const layers = `@layer primitives{.${THEME}{background:black}}@layer components{.${CARD}{background:white}}`
    const weights = `@layer primitives{:where(.${THEME}){background:black}.${CARD}{background:white}}`
    const properties = `@layer primitives{.${THEME}{color:black}.${CARD}{background:white}}`
    for (const css of [layers, weights, properties]) expect(checkCssOrder(css, page(element)).conflicts).toEqual([])
    expect(
      checkCssOrder(`@layer p{.${THEME}{color:red}.${CARD}{color:blue}}`, page(`<p class="${THEME}"></p><p class="${CARD}"></p>`))
        .conflicts,
    ).toEqual([])
  })

  it('counts a state pseudo-class as matching, and tells pseudo-elements apart', () => {
    const hover = `@layer p{.${THEME}:hover{color:red}.${CARD}:focus-visible{color:blue}}`
    expect(checkCssOrder(hover, page(element)).conflicts).toHaveLength(1)
    const pseudo = `@layer p{.${THEME}::before{color:red}.${CARD}{color:blue}}`
    expect(checkCssOrder(pseudo, page(element)).conflicts).toEqual([])
  })

  it('reads a state pseudo-class inside :is() and :not() as matching', () => {
    const css = `@layer p{.${THEME}:is(:hover,:focus-within):not([data-dismissed])>a{color:red}.${CARD}:not(:hover) a{color:blue}}`
    const result = checkCssOrder(css, page(`<div class="${THEME} ${CARD}"><a href="/">x</a></div>`))
    expect(result.unreadable).toEqual([])
    expect(result.conflicts).toHaveLength(1)
  })
})
