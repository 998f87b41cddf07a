import { readFileSync } from 'node:fs'
import path from 'node:path'
import { cssFiles } from '../../helpers/css-files'
import { cssVariableName, tokenRows, tokenStylesheet } from '../../../src/lib/laika/design-tokens'
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
    expect(() => tokenRows([{ name: 'space', tokens: { huge: '1px}body{display:none' } }])).toThrow('Invalid token value for space.huge')
    expect(() => tokenStylesheet({ groups: [], themeGroup: 'color', themes: { pro: {} }, defaultTheme: 'dark' })).toThrow(
      'Unknown default theme "dark"',
    )
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

  it('every var(--laika-…) a stylesheet uses is a token (the CSS cannot drift from the tokens)', () => {
    const defined = new Set(laikaTokenCss().match(/--laika-[a-z0-9-]+(?=:)/g))
    const files = cssFiles(SRC)
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
    expect(
      cssFiles(SRC)
        .filter((file) => !file.endsWith('.module.css'))
        .map((file) => path.relative(SRC, file)),
    ).toEqual(['styles/global.css'])
  })
})

/*
 * Tokens all the way (docs/design-system.md, "The rule"): every stylesheet under
 * src/ takes its colours, type sizes, corner radii, shadows and container widths from the tokens.
 * Each rule below lists what it finds that is not a token; the list must equal the explained
 * exceptions, so a new raw value fails, and so does an exception that no longer applies.
 */
interface Sheet {
  file: string
  css: string
}

/** Every stylesheet, its path relative to src/, without its comments (a comment may name a colour). */
const sheets = (): Sheet[] =>
  cssFiles(SRC).map((file) => ({ file: path.relative(SRC, file), css: readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '') }))

/** The value of each declaration of a property whose name matches `property` (a whole name). */
const values = (css: string, property: string): string[] =>
  [...css.matchAll(new RegExp(`(?<![\\w-])(?:${property})\\s*:\\s*([^;{}]+)`, 'g'))].map((m) => (m[1] as string).trim())

/** The named colours a stylesheet could slip in (transparent and currentColor are not a colour of their own). */
const NAMED_COLOURS =
  /(?<![\w-])(white|black|red|green|blue|yellow|orange|purple|pink|gray|grey|silver|navy|teal|maroon|olive|lime|aqua|fuchsia)(?![\w-])/gi
const COLOUR_PROPERTIES =
  'color|background(?:-color)?|border(?:-(?:top|right|bottom|left|block|inline))?(?:-color)?|outline(?:-color)?|fill|stroke|box-shadow|text-shadow|text-decoration(?:-color)?|caret-color|accent-color'

const token = (group: string): string => `var\\(--laika-${group}-[a-z0-9-]+\\)`
const only = (pattern: string): RegExp => new RegExp(`^(?:${pattern})$`)

type Rule = (sheet: Sheet) => string[]

const rules: Record<string, Rule> = {
  /** Hex, the rgb()/hsl() families and named colours: a colour is a palette or theme token. */
  colour: ({ css }) => [
    ...[...css.matchAll(/#[0-9a-f]{3,8}\b|(?<![\w-])(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\([^)]*\)/gi)].map((m) => m[0]),
    ...values(css, COLOUR_PROPERTIES).flatMap((value) => [...value.matchAll(NAMED_COLOURS)].map((m) => m[0])),
  ],
  /** A token is always defined (inlined in every page's head), so a fallback can only drift from it. */
  fallback: ({ css }) => [...css.matchAll(/var\(\s*--[\w-]+\s*,[^)]*\)/g)].map((m) => m[0]),
  /** A font size is a step of the type scale (src/styles/tokens/typography.ts), or inherited. */
  fontSize: ({ css }) => [
    ...values(css, 'font-size')
      .filter((v) => !only(`${token('typography-font-size')}|inherit`).test(v))
      .map((v) => `font-size: ${v}`),
    ...values(css, 'font')
      .filter((v) => v !== 'inherit')
      .map((v) => `font: ${v}`),
  ],
  /** Every corner is a radius token (src/styles/tokens/radius.ts), 0, or the parent's. */
  radius: ({ css }) =>
    values(css, 'border(?:-[a-z]+)*-radius')
      .filter((v) => !v.split(/\s+/).every((part) => only(`${token('radius')}|0|inherit`).test(part)))
      .map((v) => `border-radius: ${v}`),
  /** An elevation is a shadow token (src/styles/tokens/shadow.ts), or none. */
  shadow: ({ css }) =>
    values(css, 'box-shadow')
      .filter((v) => !only(`(?:${token('shadow')})(?:,\\s*${token('shadow')})*|none`).test(v))
      .map((v) => `box-shadow: ${v}`),
  /** The container widths and the reading width (src/styles/tokens/container.ts) are written once, as tokens. */
  containerWidth: ({ css }) => {
    const widths = Object.entries(container)
      .filter(([name]) => name !== 'padding')
      .map(([, value]) => value.replace('.', '\\.'))
    return [...css.matchAll(new RegExp(`(?<![\\w.-])(?:${widths.join('|')})(?![\\w.])`, 'g'))].map((m) => m[0])
  },
}

/* Deliberate exceptions, each with its reason. */
const EXPLAINED: Record<string, Record<string, string[]>> = {
  shadow: {
    // Not an elevation: the side navigation's current page is marked by a 3px bar inside its link,
    // in the link colour (a token); a border would shift the link's text by its width.
    'layouts/design-system/DesignSystemLayout.module.css': ['box-shadow: inset 3px 0 0 var(--laika-color-link)'],
  },
}

const expected = (rule: string): string[] =>
  Object.entries(EXPLAINED[rule] ?? {}).flatMap(([file, found]) => found.map((value) => `${file}: ${value}`))

describe('every stylesheet takes its values from the tokens (docs/design-system.md)', () => {
  const all = sheets()

  it('reads every stylesheet under src/', () => {
    expect(all.length).toBeGreaterThan(60)
    expect(all.map((s) => s.file)).toContain('styles/global.css')
  })

  it.each(Object.keys(rules))('%s: nothing but tokens, and the exceptions listed with their reason', (name) => {
    const rule = rules[name] as Rule
    const found = all.flatMap((sheet) => rule(sheet).map((value) => `${sheet.file}: ${value}`))
    expect(found.sort()).toEqual(expected(name).sort())
  })

  it('each rule finds what it is for (a raw value in a stylesheet fails)', () => {
    const sheet = (css: string): Sheet => ({ file: 'x.module.css', css })
    const find = (name: string, css: string): string[] => (rules[name] as Rule)(sheet(css))
    expect(find('colour', '.a { color: #fff; background: rgb(0 0 0 / 10%); border: 1px solid white; fill: hsl(0 0% 0%) }')).toEqual([
      '#fff',
      'rgb(0 0 0 / 10%)',
      'hsl(0 0% 0%)',
      'white',
    ])
    expect(find('colour', '.a { color: var(--laika-color-text); border-color: currentColor transparent }')).toEqual([])
    expect(find('fallback', '.a { color: var(--laika-color-text, #000); margin: var(--laika-space-3) }')).toEqual([
      'var(--laika-color-text, #000)',
    ])
    expect(find('fontSize', '.a { font-size: 0.9rem } .b { font-size: var(--laika-typography-font-size-sm); font: inherit }')).toEqual([
      'font-size: 0.9rem',
    ])
    expect(find('radius', '.a { border-radius: 0.5rem } .b { border-radius: var(--laika-radius-lg) var(--laika-radius-lg) 0 0 }')).toEqual([
      'border-radius: 0.5rem',
    ])
    expect(
      find('shadow', '.a { box-shadow: 0 2px 8px var(--x) } .b { box-shadow: var(--laika-shadow-md) } .c { box-shadow: none }'),
    ).toEqual(['box-shadow: 0 2px 8px var(--x)'])
    expect(find('containerWidth', '.a { max-width: 46rem } .b { max-width: 146rem; width: 1300px }')).toEqual(['46rem', '1300px'])
  })
})
