/**
 * CSS cascade layers (docs/architecture.md, "CSS order"). Every stylesheet of the site is in one
 * of these layers, and the layers are declared once, in this order, at the top of every page's
 * head (the design tokens' inline style, src/styles/tokens/render-body.tsx) before any stylesheet.
 * A rule of a later layer wins over a rule of an earlier one whatever their order in the bundle,
 * so a section's or a component's class on a primitive always wins over the primitive's own, even
 * though webpack may put the two modules in either order. Unlayered CSS (the A/B variations' inline
 * style) wins over every layer.
 */
export const CSS_LAYERS = ['reset', 'tokens', 'base', 'primitives', 'components', 'sections', 'pages', 'utilities'] as const

export type CssLayer = (typeof CSS_LAYERS)[number]

/** The one declaration of the layers' order: `@layer reset, tokens, …;`. */
export const CSS_LAYER_ORDER = `@layer ${CSS_LAYERS.join(', ')};`

/**
 * The layer of a stylesheet, from its path under src/ (forward slashes):
 * - the Laika primitives (src/components/laika/): primitives;
 * - landing-page sections, the HubSpot form's section wrapper with them: sections;
 * - pages, their layouts and the design system's documentation: pages;
 * - every other component: components.
 * src/styles/global.css holds the reset, base and utilities layers itself; it returns undefined.
 */
export function cssLayerOf(file: string): CssLayer | undefined {
  const p = file.replace(/\\/g, '/').replace(/^.*?\bsrc\//, '')
  if (p === 'styles/global.css') return undefined
  if (p.startsWith('components/laika/')) return 'primitives'
  if (p.startsWith('components/sections/') || p === 'components/forms/HubspotFormBlock.module.css') return 'sections'
  if (p.startsWith('pages/') || p.startsWith('layouts/') || p.startsWith('components/laika-docs/')) return 'pages'
  return 'components'
}

/** The layers a stylesheet's top-level `@layer name {` blocks name, in order. */
export function layerBlocksOf(css: string): string[] {
  return [...css.matchAll(/^@layer ([a-z-]+) \{$/gm)].map((m) => m[1] as string)
}

/**
 * Whether everything in a stylesheet is inside a `@layer` block: outside the blocks there is
 * nothing but comments and white space.
 */
export function isFullyLayered(css: string): boolean {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '')
  let depth = 0
  let outside = ''
  let i = 0
  while (i < withoutComments.length) {
    const ch = withoutComments[i] as string
    if (depth === 0 && withoutComments.startsWith('@layer ', i)) {
      const open = withoutComments.indexOf('{', i)
      const semi = withoutComments.indexOf(';', i)
      if (open < 0 || (semi >= 0 && semi < open)) return false // a layer statement belongs to the one declaration
      depth = 1
      i = open + 1
      continue
    }
    if (depth === 0) outside += ch
    else if (ch === '{') depth++
    else if (ch === '}') depth--
    i++
  }
  return depth === 0 && outside.trim() === ''
}
