import { rgbChannels, translucent } from '../../../../src/lib/laika/color'

describe('palette colours at an opacity (docs/design-system.md: shadows and scrims)', () => {
  it('reads the channels of a #rrggbb colour', () => {
    expect(rgbChannels('#14161c')).toEqual([20, 22, 28])
    expect(rgbChannels('#FFFFFF')).toEqual([255, 255, 255])
  })

  it('writes the colour at an opacity as rgb() with a percentage', () => {
    expect(translucent('#14161c', 60)).toBe('rgb(20 22 28 / 60%)')
    expect(translucent('#ffffff', 0)).toBe('rgb(255 255 255 / 0%)')
  })

  it('rejects what it cannot read, naming it', () => {
    expect(() => rgbChannels('#fff')).toThrow('Not a #rrggbb colour: "#fff"')
    expect(() => translucent('#14161c', 120)).toThrow('Opacity out of range (0–100): 120')
  })
})
