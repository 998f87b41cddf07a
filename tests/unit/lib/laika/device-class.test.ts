import { deviceClassFromWidth } from '../../../../src/lib/laika/device-class'

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
