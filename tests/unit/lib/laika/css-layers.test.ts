import { readFileSync } from 'node:fs'
import path from 'node:path'
import { cssFiles } from '../../../helpers/css-files'
import { CSS_LAYER_ORDER, CSS_LAYERS, cssLayerOf, isFullyLayered, layerBlocksOf } from '../../../../src/lib/laika/css-layers'
import { headStylesheet } from '../../../../src/styles/tokens/render-body'

const SRC = path.join(__dirname, '../../../../src')

// docs/architecture.md, "CSS order": the winning rule never depends on the bundle's order.
describe('CSS cascade layers', () => {
  it('declares the layers once, in one order, at the head of the tokens stylesheet', () => {
    expect(CSS_LAYER_ORDER).toBe('@layer reset, tokens, base, primitives, components, sections, pages, utilities;')
    const css = headStylesheet()
    expect(css.startsWith(`${CSS_LAYER_ORDER}\n@layer tokens{`)).toBe(true)
    expect(css.match(/@layer [a-z, ]+;/g)).toEqual([CSS_LAYER_ORDER])
    expect(isFullyLayered(css.slice(CSS_LAYER_ORDER.length))).toBe(true)
  })

  it('gives each stylesheet its layer by where it lives', () => {
    expect(cssLayerOf('src/components/laika/Button/Button.module.css')).toBe('primitives')
    expect(cssLayerOf('/x/src/components/sections/Hero.module.css')).toBe('sections')
    expect(cssLayerOf('src/components/forms/HubspotFormBlock.module.css')).toBe('sections')
    expect(cssLayerOf('src/components/forms/LeadForm.module.css')).toBe('components')
    expect(cssLayerOf('src/layouts/chrome/SiteFrame.module.css')).toBe('pages')
    expect(cssLayerOf('src/pages/laika/theming-sandbox.module.css')).toBe('pages')
    expect(cssLayerOf('src/components/laika-docs/docs.module.css')).toBe('pages')
    expect(cssLayerOf('src/styles/global.css')).toBeUndefined()
  })

  it('tells a fully layered stylesheet from one with a rule outside any layer', () => {
    expect(isFullyLayered('/* c */\n@layer a {\n.x { color: red; }\n@media (width > 1px) { .y { top: 0; } }\n}\n')).toBe(true)
    expect(isFullyLayered('@layer a {\n.x { color: red; }\n}\n.y { top: 0; }\n')).toBe(false)
    expect(isFullyLayered('@layer a, b;\n')).toBe(false)
    expect(isFullyLayered('.y { top: 0; }')).toBe(false)
    expect(layerBlocksOf('@layer a {\n}\n@layer b {\n}\n')).toEqual(['a', 'b'])
  })

  it('puts every rule of every stylesheet in its layer, and declares no other order', () => {
    const files = cssFiles(SRC)
    expect(files.length).toBeGreaterThan(50)
    for (const file of files) {
      const css = readFileSync(file, 'utf8')
      const where = path.relative(SRC, file)
      expect({ where, layered: isFullyLayered(css) }).toEqual({ where, layered: true })
      const expected = cssLayerOf(file)
      expect({ where, layers: layerBlocksOf(css) }).toEqual({ where, layers: expected ? [expected] : ['reset', 'base', 'utilities'] })
      for (const layer of layerBlocksOf(css)) expect(CSS_LAYERS).toContain(layer)
    }
  })
})
