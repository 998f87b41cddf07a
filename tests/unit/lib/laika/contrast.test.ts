import { contrastRatio, relativeLuminance } from '../../../../src/lib/laika/contrast'
import { SURFACE_THEMES } from '../../../../src/lib/laika/laika-theme'
import { colorPairs, themes } from '../../../../src/styles/tokens/themes'

describe('WCAG contrast (WCAG 2.2 AA 1.4.3, 1.4.11)', () => {
  it('computes the WCAG ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5)
    expect(contrastRatio('#777777', '#777777')).toBe(1)
    // #767676 on white is the well-known lightest grey that passes AA (4.54:1).
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2)
    expect(relativeLuminance('#FFFFFF')).toBe(1)
  })

  it('rejects a colour it cannot read, naming it', () => {
    expect(() => relativeLuminance('red')).toThrow('Not a #rrggbb colour: "red"')
  })

  const cases = SURFACE_THEMES.flatMap((theme) =>
    colorPairs.map((pair) => ({ theme, ...pair, ratio: contrastRatio(themes[theme][pair.foreground], themes[theme][pair.background]) })),
  )

  it.each(cases)('$theme: $use ($foreground on $background) meets $minimum:1', ({ ratio, minimum }) => {
    expect(ratio).toBeGreaterThanOrEqual(minimum)
  })

  // Left out on purpose: `border` only separates areas; no control is identified by its border
  // alone (WCAG 1.4.11 does not apply), each has a text label or a filled background. `scrim` and
  // `veil` are translucent layers over the page, neither text nor a background text is measured on.
  const UNPAIRED = new Set(['border', 'scrim', 'veil'])
  it('checks every text colour a theme offers against a background', () => {
    const foregrounds = new Set(colorPairs.map((p) => p.foreground))
    const backgrounds = new Set(colorPairs.map((p) => p.background))
    const unchecked = Object.keys(themes.pro).filter(
      (name) => !foregrounds.has(name as never) && !backgrounds.has(name as never) && !UNPAIRED.has(name),
    )
    expect(unchecked).toEqual([])
  })
})
