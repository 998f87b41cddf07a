import { readFileSync } from 'node:fs'
import path from 'node:path'
import { cssFiles } from '../../helpers/css-files'
import { cssVariableName, tokenRows, tokenStylesheet } from '../../../src/lib/design-tokens'
import { laikaTokenCss, THEME_GROUP, tokenGroups } from '../../../src/styles/tokens'
import { breakpointPx, breakpoints } from '../../../src/styles/tokens/breakpoints'
import { container } from '../../../src/styles/tokens/container'
import { grid } from '../../../src/styles/tokens/grid'
import { themes } from '../../../src/styles/tokens/themes'
import { zIndex } from '../../../src/styles/tokens/zIndex'

const SRC = path.join(__dirname, '../../../src')

const cssModules = (dir: string): string[] => cssFiles(dir).filter((file) => file.endsWith('.module.css'))

describe('token emission (docs/design-system.md: tokens as CSS custom properties)', () => {
  it('names each token --laika-{group}-{name} in kebab case', () => {
    expect(cssVariableName('palette', 'blue700')).toBe('--laika-palette-blue-700')
    expect(cssVariableName('typography', 'fontSizeXxl')).toBe('--laika-typography-font-size-xxl')
    expect(cssVariableName('zIndex', 'navigation')).toBe('--laika-z-index-navigation')
    expect(cssVariableName('space', '4')).toBe('--laika-space-4')
  })

  it('puts the base tokens and the default theme on :root and each theme under its attribute', () => {
    const css = tokenStylesheet({
      groups: [{ name: 'space', tokens: { '1': '4px' } }],
      themeGroup: 'color',
      themes: { pro: { text: '#000000' }, anti: { text: '#ffffff' } },
      defaultTheme: 'pro',
    })
    expect(css.split('\n')).toEqual([
      ':root{--laika-space-1:4px;--laika-color-text:#000000;}',
      '[data-laika-theme="pro"]{--laika-color-text:#000000;}',
      '[data-laika-theme="anti"]{--laika-color-text:#ffffff;}',
    ])
  })

  it('rejects a value that could break out of the stylesheet, naming the token', () => {
    expect(() => tokenRows([{ name: 'space', tokens: { huge: '1px}body{display:none' } }])).toThrow(
      'Invalid token value for space.huge',
    )
    expect(() =>
      tokenStylesheet({ groups: [], themeGroup: 'color', themes: { pro: {} }, defaultTheme: 'dark' }),
    ).toThrow('Unknown default theme "dark"')
  })

  it('emits every token of every module, and both themes', () => {
    const css = laikaTokenCss()
    for (const row of tokenRows(tokenGroups)) expect(css).toContain(`${row.cssVariable}:${row.value};`)
    expect(css).toContain(`[data-laika-theme="anti"]{${cssVariableName(THEME_GROUP, 'surface')}:${themes.anti.surface};`)
  })

  it('holds the values of SPEC 9.6 and 9.8', () => {
    expect(breakpointPx).toEqual({ xsm: 480, sm: 768, md: 992 })
    for (const [name, rem] of Object.entries(breakpoints)) {
      expect(parseFloat(rem) * 16).toBe(breakpointPx[name as keyof typeof breakpointPx])
    }
    expect([grid.columnsDesktop, grid.columnsMobile]).toEqual(['12', '4'])
    expect(container.full).toBe('1300px')
    expect(zIndex.navigation).toBe('10000')
  })

  it('every var(--laika-…) a CSS module uses is a token (the CSS cannot drift from the tokens)', () => {
    const defined = new Set(laikaTokenCss().match(/--laika-[a-z0-9-]+(?=:)/g))
    const files = cssModules(SRC)
    expect(files.length).toBeGreaterThan(5)
    const unknown = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/var\((--laika-[a-z0-9-]+)\)/g)]
        .map((m) => m[1] as string)
        .filter((name) => !defined.has(name))
        .map((name) => `${path.relative(SRC, file)}: ${name}`),
    )
    expect(unknown).toEqual([])
  })

  it('every media query of a CSS module is at a breakpoint token', () => {
    const allowed = new Set(Object.values(breakpoints))
    const queries = cssModules(SRC).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/@media \((?:max|min)-width: ([^)]+)\)/g)].map((m) => ({
        file: path.relative(SRC, file),
        width: m[1] as string,
      })),
    )
    expect(queries.length).toBeGreaterThan(0)
    expect(queries.filter((q) => !allowed.has(q.width as (typeof breakpoints)[keyof typeof breakpoints]))).toEqual([])
  })

  it('has one global stylesheet; everything else is a CSS module, so no class leaks between components', () => {
    expect(cssFiles(SRC).filter((file) => !file.endsWith('.module.css')).map((file) => path.relative(SRC, file))).toEqual(['styles/global.css'])
  })

  it('landing-page sections, banners, bodies and media take every colour from the tokens', () => {
    const dirs = ['components/sections', 'components/banners', 'components/content', 'components/media'].map((d) => path.join(SRC, d))
    const files = dirs.flatMap(cssModules)
    expect(files.length).toBeGreaterThan(15)
    const hardCoded = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/#[0-9a-f]{3,8}\b|rgba?\(/gi)].map((m) => `${path.relative(SRC, file)}: ${m[0]}`),
    )
    expect(hardCoded).toEqual([])
  })
})
