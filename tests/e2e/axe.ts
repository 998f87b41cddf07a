import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** axe's tags for WCAG 2.2 level AA, the level every page is held to (docs/quality.md). */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * axe against WCAG 2.2 AA, no rule off, on the page or on the part `include` selects: each
 * violation as `rule: the elements`, so a failure names what to fix.
 */
export async function wcagViolations(page: Page, include?: string): Promise<string[]> {
  const axe = new AxeBuilder({ page }).withTags(WCAG_22_AA)
  const result = await (include === undefined ? axe : axe.include(include)).analyze()
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}
