import { DEVICE_CLASS_QUERIES, deviceClassFromQueries, deviceClassFromWidth } from '../../../../src/lib/laika/device-class'

describe('device class from the viewport width (SPEC 9.8)', () => {
  it.each([
    [320, 'MOBILE'],
    [480, 'MOBILE'],
    [481, 'LANDSCAPE'],
    [768, 'LANDSCAPE'],
    [769, 'TABLET'],
    [992, 'TABLET'],
    [993, 'DESKTOP'],
    [1920, 'DESKTOP'],
  ])('%ipx is %s', (width, expected) => {
    expect(deviceClassFromWidth(width)).toBe(expected)
  })
})

/** A `max-width` media query evaluated as a browser would, at a viewport width and a default font size. */
function matchesAt(width: number, remPx = 16): (query: string) => boolean {
  return (query) => {
    const rem = /^\(max-width: ([\d.]+)rem\)$/.exec(query)
    if (!rem) throw new Error(`unexpected query ${query}`)
    return width <= Number(rem[1]) * remPx
  }
}

describe('device class from media queries (SPEC 9.8)', () => {
  it('writes the breakpoints in rem, as the CSS does: up to 30rem, 48rem and 62rem', () => {
    expect(DEVICE_CLASS_QUERIES).toEqual([
      ['MOBILE', '(max-width: 30rem)'],
      ['LANDSCAPE', '(max-width: 48rem)'],
      ['TABLET', '(max-width: 62rem)'],
    ])
  })

  it.each([320, 480, 481, 768, 769, 992, 993, 1920])('agrees with the width at %ipx when 1rem is 16px', (width) => {
    expect(deviceClassFromQueries(matchesAt(width))).toBe(deviceClassFromWidth(width))
  })

  it('follows a larger default font size, as the CSS breakpoints do', () => {
    // 1rem = 20px: xsm is up to 600px, sm up to 960px.
    expect(deviceClassFromQueries(matchesAt(560, 20))).toBe('MOBILE')
    expect(deviceClassFromQueries(matchesAt(900, 20))).toBe('LANDSCAPE')
  })
})
