/**
 * Emits design tokens as CSS custom properties. Token modules are typed TypeScript objects; this
 * turns them into `--laika-{group}-{name}` variables, the one naming rule the CSS modules, the
 * stylesheet and the design-tokens page share.
 */

type TokenValues = Readonly<Record<string, string>>

export interface TokenGroup {
  name: string
  tokens: TokenValues
}

interface TokenRow {
  group: string
  name: string
  cssVariable: string
  value: string
}

const kebab = (s: string): string => s.replace(/([a-z])([A-Z0-9])/g, '$1-$2').toLowerCase()

export function cssVariableName(group: string, name: string): string {
  return `--laika-${kebab(group)}-${kebab(name)}`
}

/** `var(--laika-…)` for use in inline styles. */
export function cssVar(group: string, name: string): string {
  return `var(${cssVariableName(group, name)})`
}

/** One row per token, in declaration order. A value that could break out of a rule is an error. */
export function tokenRows(groups: readonly TokenGroup[]): TokenRow[] {
  return groups.flatMap(({ name: group, tokens }) =>
    Object.entries(tokens).map(([name, value]) => {
      if (/[;{}<>]/.test(value) || value.trim() === '') {
        throw new Error(`Invalid token value for ${group}.${name}: "${value}"`)
      }
      return { group, name, cssVariable: cssVariableName(group, name), value }
    }),
  )
}

const declarations = (rows: TokenRow[]): string => rows.map((r) => `${r.cssVariable}:${r.value};`).join('')

/**
 * The stylesheet: every base token and the default theme on `:root`, then each theme as an
 * override under `[data-laika-theme=…]`, so themes nest (an anti card inside a pro page).
 */
export function tokenStylesheet(options: {
  groups: readonly TokenGroup[]
  themeGroup: string
  themes: Readonly<Record<string, TokenValues>>
  defaultTheme: string
}): string {
  const { groups, themeGroup, themes, defaultTheme } = options
  const themeRows = (theme: string): TokenRow[] => {
    const tokens = themes[theme]
    if (!tokens) throw new Error(`Unknown default theme "${theme}"`)
    return tokenRows([{ name: themeGroup, tokens }])
  }
  const root = `:root{${declarations([...tokenRows(groups), ...themeRows(defaultTheme)])}}`
  const overrides = Object.keys(themes).map((t) => `[data-laika-theme="${t}"]{${declarations(themeRows(t))}}`)
  return [root, ...overrides].join('\n')
}
