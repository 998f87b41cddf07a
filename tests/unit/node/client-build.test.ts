import { ignoreCssOrderWarnings } from '../../../src/node/client-build'

// docs/architecture.md, "CSS order": the plugin's order warnings are off; scripts/check/css-order.ts is the check.
/** Gatsby's instance is found by its class's name, as here (mini-css-extract-plugin 1.x ships no types). */
class MiniCssExtractPlugin {
  options = { ignoreOrder: false }
}

describe('ignoreCssOrderWarnings', () => {
  it("sets ignoreOrder on the browser build's MiniCssExtractPlugin", () => {
    const extract = new MiniCssExtractPlugin()
    const config = { plugins: [{ apply: () => undefined }, extract] }
    expect(ignoreCssOrderWarnings(config)).toBe(true)
    expect(extract.options.ignoreOrder).toBe(true)
  })

  it('says so when there is none', () => {
    expect(ignoreCssOrderWarnings({ plugins: [{ apply: () => undefined }] })).toBe(false)
    expect(ignoreCssOrderWarnings({})).toBe(false)
  })
})
