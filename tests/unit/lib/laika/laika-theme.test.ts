import { BUTTON_RANKS, BUTTON_THEMES, resolveButtonTheme, resolveSurfaceTheme } from '../../../../src/lib/laika/laika-theme'

describe('theme combinations (SPEC 5.8, 9.8)', () => {
  it('has the ranks and themes of SPEC 9.8', () => {
    expect(BUTTON_RANKS).toEqual(['alpha', 'beta'])
    expect(BUTTON_THEMES).toEqual(['pro', 'anti', 'success', 'danger'])
  })

  it('keeps a valid combination without logging', () => {
    const log = jest.fn()
    expect(resolveButtonTheme('alpha', 'danger', log)).toEqual({ rank: 'alpha', theme: 'danger' })
    expect(resolveButtonTheme('beta', 'anti', log)).toEqual({ rank: 'beta', theme: 'anti' })
    expect(resolveSurfaceTheme('anti', log)).toBe('anti')
    expect(log).not.toHaveBeenCalled()
  })

  it('logs an invalid combination and falls back to a valid theme', () => {
    const log = jest.fn()
    expect(resolveButtonTheme('beta', 'success', log)).toEqual({ rank: 'beta', theme: 'pro' })
    expect(log).toHaveBeenLastCalledWith('Invalid theme combination: rank "beta" with theme "success"; using beta pro')
    expect(resolveButtonTheme('gamma', 'anti', log)).toEqual({ rank: 'alpha', theme: 'anti' })
    expect(resolveButtonTheme('alpha', 'neon', log)).toEqual({ rank: 'alpha', theme: 'pro' })
    expect(log).toHaveBeenCalledTimes(3)
  })

  it('logs an unknown surface theme and uses pro', () => {
    const log = jest.fn()
    expect(resolveSurfaceTheme('dark', log)).toBe('pro')
    expect(log).toHaveBeenCalledWith('Invalid theme "dark": using "pro"')
  })
})
