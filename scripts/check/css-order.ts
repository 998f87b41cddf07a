/**
 * The CSS order gate (docs/quality.md, "CSS order"; docs/architecture.md, "CSS order").
 *
 * Gatsby bundles every CSS module into one stylesheet, in an order webpack derives from the
 * import graphs of all pages together; mini-css-extract-plugin warns (`Conflicting order`) when
 * the pages disagree, and then picks one. Every stylesheet is in a cascade layer
 * (src/lib/laika/css-layers.ts), so the order of the bundle decides nothing between two layers: it can
 * only decide between two rules of the SAME layer, from DIFFERENT files, that set the same
 * property on the same element with the same specificity. This module finds exactly those, on the
 * built pages: for every element of every page, the rules that match it (state pseudo-classes such
 * as :hover count as matching; media queries as applying), grouped by layer. None found means the
 * bundle's order cannot change how any page looks, which is why the build ignores the plugin's
 * order warnings (src/node/client-build.ts).
 *
 * Run, it is the gate on public/: prints each such pair with a page and element; exits 1 on any.
 * Usage: tsx scripts/check/css-order.ts [public-dir]     (build first)
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { compile } from 'css-select'
import { type Element, isTag, type Node as AnyNode } from 'domhandler'
import { parseDocument } from 'htmlparser2'
import postcss, { type AtRule, type Rule } from 'postcss'
import selectorParser from 'postcss-selector-parser'
import { htmlFiles } from '../../tests/helpers/built-site'

/** One selector of one rule of the bundle. */
export interface SelectorRule {
  /** The selector as written. */
  selector: string
  /** What css-select matches: the selector without state pseudo-classes and pseudo-elements. */
  matcher: string
  /** The pseudo-element it styles ('' for the element itself). */
  pseudoElement: string
  specificity: [number, number, number]
  /** The CSS module it comes from, by its classes (`Footer-module`), or 'global'. */
  origin: string
  /** The cascade layer; '' when unlayered. */
  layer: string
  /** The media and supports conditions around it, '' when none. */
  conditions: string
  properties: string[]
}

/** Pseudo-classes of state or of the moment: the element may be in that state, so they count as matching. */
const STATE = new Set([
  ':hover',
  ':focus',
  ':focus-visible',
  ':focus-within',
  ':active',
  ':visited',
  ':link',
  ':target',
  ':checked',
  ':disabled',
  ':enabled',
  ':invalid',
  ':valid',
  ':required',
  ':placeholder-shown',
  ':popover-open',
  ':open',
  ':any-link',
  ':user-invalid',
  ':defined',
  ':modal',
  ':autofill',
  ':indeterminate',
])
const MODULE_CLASS = /^([A-Za-z]\w*-module)--[\w-]+--[0-9a-f]{5}$/

function specificityOf(selector: selectorParser.Selector): [number, number, number] {
  let a = 0
  let b = 0
  let c = 0
  selector.walk((node) => {
    if (node.type === 'id') a++
    else if (node.type === 'class' || node.type === 'attribute') b++
    else if (node.type === 'tag' && node.value !== '*') c++
    else if (node.type === 'pseudo') {
      if (node.value.startsWith('::') || [':before', ':after', ':first-line', ':first-letter'].includes(node.value)) c++
      else if (node.value === ':where') return false
      else if ([':is', ':not', ':has'].includes(node.value)) {
        // The most specific argument counts, not the pseudo-class itself.
        const inner = node.nodes.map(specificityOf).sort((x, y) => y[0] - x[0] || y[1] - x[1] || y[2] - x[2])[0]
        if (inner) {
          a += inner[0]
          b += inner[1]
          c += inner[2]
        }
        return false
      } else b++
    }
    return undefined
  })
  return [a, b, c]
}

function conditionsOf(rule: Rule): { layer: string; conditions: string; inKeyframes: boolean } {
  let layer = ''
  const conditions: string[] = []
  let inKeyframes = false
  for (let node = rule.parent; node && node.type !== 'root'; node = node.parent) {
    if (node.type !== 'atrule') continue
    const at = node as AtRule
    if (at.name === 'layer') layer = layer || at.params.trim()
    else if (at.name === 'media' || at.name === 'supports') conditions.unshift(`@${at.name} ${at.params}`)
    else if (at.name.endsWith('keyframes')) inKeyframes = true
  }
  return { layer, conditions: conditions.join(' '), inKeyframes }
}

/** Every selector of every style rule of a stylesheet, with its layer, conditions and properties. */
export function parseRules(css: string): SelectorRule[] {
  const out: SelectorRule[] = []
  postcss.parse(css).walkRules((rule) => {
    const { layer, conditions, inKeyframes } = conditionsOf(rule)
    if (inKeyframes) return
    const properties = rule.nodes.filter((n) => n.type === 'decl').map((d) => (d.type === 'decl' ? d.prop.toLowerCase() : ''))
    if (properties.length === 0) return
    selectorParser((root) => {
      for (const selector of root.nodes) {
        let pseudoElement = ''
        const origins = new Set<string>()
        selector.walkClasses((c) => {
          const m = MODULE_CLASS.exec(c.value)
          if (m?.[1]) origins.add(m[1])
        })
        const specificity = specificityOf(selector)
        const matcher = selector.clone()
        matcher.walkPseudos((p) => {
          const isElement = p.value.startsWith('::') || [':before', ':after', ':first-line', ':first-letter'].includes(p.value)
          if (isElement) {
            pseudoElement = p.value.replace(/^::?/, '::')
            p.remove()
          } else if (STATE.has(p.value)) p.remove()
        })
        // `:is(:hover, :focus-within)` or `:not(:hover)`, its states removed, has an empty argument:
        // the element may be in that state, so the whole pseudo-class counts as matching.
        matcher.walkPseudos((p) => {
          if (p.nodes.some((argument) => argument.nodes.length === 0)) p.remove()
        })
        out.push({
          selector: selector.toString().trim(),
          matcher: matcher.toString().trim() || '*',
          pseudoElement,
          specificity,
          origin: [...origins].sort().join('+') || 'global',
          layer,
          conditions,
          properties,
        })
      }
    }).processSync(rule.selector)
  })
  return out
}

/** Whether two properties set the same thing: equal, or one is the other's shorthand (`margin`, `margin-top`). */
export function overlaps(a: string, b: string): boolean {
  if (a === b) return true
  if (a.startsWith('--') || b.startsWith('--')) return false
  return a.startsWith(`${b}-`) || b.startsWith(`${a}-`)
}

/** Two rules whose order in the bundle decides a property of an element of a page. */
export interface OrderConflict {
  layer: string
  first: string
  second: string
  properties: string[]
  /** Where it was seen first: the page and the element. */
  example: string
}

const sameSpecificity = (x: SelectorRule, y: SelectorRule): boolean => x.specificity.every((n, i) => n === y.specificity[i])

function describe(element: Element): string {
  const cls = element.attribs['class']
  return `<${element.name}${cls ? ` class="${cls}"` : ''}>`
}

/** A selector's compiled query; undefined for one css-select cannot read (reported by the caller). */
export type Compiled = Map<string, ((element: Element) => boolean) | undefined>

export function compileRules(rules: readonly SelectorRule[]): { compiled: Compiled; unreadable: string[] } {
  const compiled: Compiled = new Map()
  const unreadable: string[] = []
  for (const rule of rules) {
    if (compiled.has(rule.matcher)) continue
    try {
      compiled.set(rule.matcher, compile(rule.matcher))
    } catch {
      compiled.set(rule.matcher, undefined)
      unreadable.push(rule.selector)
    }
  }
  return { compiled, unreadable }
}

/**
 * The order conflicts on one page: pairs of rules of one layer, from two files, with the same
 * specificity, that set an overlapping property of the same element (or pseudo-element).
 */
export function pageConflicts(page: string, html: string, rules: readonly SelectorRule[], compiled: Compiled): OrderConflict[] {
  const document = parseDocument(html)
  const elements: Element[] = []
  const collect = (nodes: AnyNode[]): void => {
    for (const node of nodes) {
      if (isTag(node)) {
        elements.push(node)
        collect(node.children)
      }
    }
  }
  collect(document.children)
  const matched = new Map<Element, SelectorRule[]>()
  for (const rule of rules) {
    if (!rule.layer) continue // unlayered CSS is only the A/B variations' inline style, outside the bundle
    const query = compiled.get(rule.matcher)
    if (!query) continue
    for (const element of elements) {
      if (!query(element)) continue
      const list = matched.get(element) ?? []
      list.push(rule)
      matched.set(element, list)
    }
  }
  const found: OrderConflict[] = []
  for (const [element, list] of matched) {
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length; j++) {
        const x = list[i] as SelectorRule
        const y = list[j] as SelectorRule
        if (x.layer !== y.layer || x.origin === y.origin || x.pseudoElement !== y.pseudoElement || !sameSpecificity(x, y)) continue
        const properties = x.properties.filter((p) => y.properties.some((q) => overlaps(p, q)))
        if (properties.length === 0) continue
        const [first, second] = [x.selector, y.selector].sort() as [string, string]
        found.push({ layer: x.layer, first, second, properties: [...new Set(properties)].sort(), example: `${page}: ${describe(element)}` })
      }
    }
  }
  return found
}

/** The conflicts of every page, each pair of rules once (with the first page it was seen on). */
export function checkCssOrder(
  css: string,
  pages: ReadonlyMap<string, string>,
): { conflicts: OrderConflict[]; unreadable: string[]; rules: number } {
  const rules = parseRules(css)
  const { compiled, unreadable } = compileRules(rules)
  const seen = new Map<string, OrderConflict>()
  for (const [page, html] of pages) {
    for (const c of pageConflicts(page, html, rules, compiled)) {
      const key = `${c.layer}|${c.first}|${c.second}|${c.properties.join(',')}`
      if (!seen.has(key)) seen.set(key, c)
    }
  }
  return { conflicts: [...seen.values()], unreadable, rules: rules.length }
}

/** The gate on a built site (default public/): 0 when no look depends on the bundle's order, 1 when one does, 2 without a build. */
function main(): number {
  const pub = path.resolve(process.argv[2] ?? path.join(__dirname, '../..', 'public'))
  if (!existsSync(path.join(pub, 'index.html'))) {
    console.error(`check-css-order: no ${path.join(pub, 'index.html')}: run a production build first`)
    return 2
  }
  const pages = new Map<string, string>()
  for (const file of htmlFiles(pub)) pages.set(path.relative(pub, file).split(path.sep).join('/'), readFileSync(file, 'utf8'))
  // The stylesheets the pages link (public/ may still hold an earlier build's).
  const linked = new Set<string>()
  for (const html of pages.values())
    for (const m of html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="\/([^"?]+)"/g)) linked.add(m[1] as string)
  const css = [...linked]
    .filter((f) => readdirSync(pub).includes(f))
    .map((f) => readFileSync(path.join(pub, f), 'utf8'))
    .join('\n')
  const { conflicts, unreadable, rules } = checkCssOrder(css, pages)
  for (const s of unreadable) console.error(`check-css-order: cannot match the selector ${s}`)
  for (const c of conflicts)
    console.error(`@layer ${c.layer}: ${c.first} and ${c.second} both set ${c.properties.join(', ')} (${c.example})`)
  if (conflicts.length > 0 || unreadable.length > 0) {
    console.error(
      `check-css-order: ${conflicts.length} pair(s) of rules whose order in the bundle decides the look, in ${pages.size} pages`,
    )
    return 1
  }
  console.log(
    `check-css-order: ${rules} selectors of ${[...linked].join(', ')} on ${pages.size} pages; no look depends on the bundle's order`,
  )
  return 0
}

if (require.main === module) process.exit(main())
