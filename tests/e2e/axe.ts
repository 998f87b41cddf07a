import { readFileSync } from 'node:fs'
import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** axe's tags for WCAG 2.2 level AA, the level every page is held to (docs/quality.md). */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** axe-core's minified build: the same rules as the default `axe.js`, 0.65 MB to parse instead of 1.5. */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

/**
 * axe against WCAG 2.2 AA, no rule off, on the page or on the part `include` selects: each
 * violation as `rule: the elements`, so a failure names what to fix.
 *
 * The same audit in under half the time (docs/quality.md, "Accessible in every state"): axe's
 * minified build; only the violations collected in full (`resultTypes`: the passes are not kept);
 * and axe run in the page itself, its frames of the same origin included (`setLegacyMode`), instead
 * of once per frame and then again in a blank page it opens to merge the frames' results. Only that
 * full way reaches a frame of another origin (a played video's player), so a page with such a frame
 * is audited the full way.
 */
export async function wcagViolations(page: Page, include?: string): Promise<string[]> {
  const origin = new URL(page.url()).origin
  const foreignFrame = page.frames().some((frame) => /^https?:/.test(frame.url()) && new URL(frame.url()).origin !== origin)
  // options() replaces what withTags() set, so it comes first.
  const axe = new AxeBuilder({ page, axeSource: AXE_SOURCE })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_22_AA)
    .setLegacyMode(!foreignFrame)
  const result = await (include === undefined ? axe : axe.include(include)).analyze()
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}
