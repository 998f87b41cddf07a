import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { htmlFiles, PUBLIC } from '../helpers/built-site'

// The built HTML and the site's CSS name every CSS-module class alike. The HTML is rendered by one
// webpack build and the CSS extracted by another; if their class names disagree (e.g.
// `Footer-module--columns--c843d` in the page, `--7f0c5` in the CSS), every page loses its styles
// while the tests of behaviour still pass (docs/architecture.md, build speed). A class with no
// rules of its own (a hook for a parent's selector, or only `composes`) is not in the CSS at all,
// so the check compares the hash of every class the CSS does define.
const MODULE_CLASS = /([A-Za-z]\w*-module--[\w-]+?)--([0-9a-f]{5})\b/g

test('every CSS-module class in the built pages has the name the site CSS gives it', () => {
  const css = readdirSync(PUBLIC)
    .filter((name) => name.endsWith('.css'))
    .map((name) => readFileSync(path.join(PUBLIC, name), 'utf8'))
    .join('\n')
  const hashOf = new Map([...css.matchAll(MODULE_CLASS)].map(([, local, hash]) => [local as string, hash as string]))
  expect(hashOf.size).toBeGreaterThan(100)
  const disagreeing = new Map<string, string>()
  let checked = 0
  for (const file of htmlFiles()) {
    const html = readFileSync(file, 'utf8')
    for (const [, classes] of html.matchAll(/class="([^"]*)"/g)) {
      for (const [name, local, hash] of (classes as string).matchAll(MODULE_CLASS)) {
        const expected = hashOf.get(local as string)
        if (expected === undefined) continue
        checked += 1
        if (expected !== hash) disagreeing.set(name, `${path.relative(PUBLIC, file)}, CSS has --${expected}`)
      }
    }
  }
  expect(checked).toBeGreaterThan(1000)
  expect([...disagreeing].map(([name, where]) => `${name} (${where})`)).toEqual([])
})

// A component that looks up a class its CSS module does not define (`styles[position]` for a
// position with no rules) writes "undefined" into the page's class attribute.
test('no class attribute in the built pages names undefined or null', () => {
  const found = new Set<string>()
  let checked = 0
  for (const file of htmlFiles()) {
    for (const [, names] of readFileSync(file, 'utf8').matchAll(/class="([^"]*)"/g)) {
      checked += 1
      if (/(^|\s)(undefined|null)(\s|$)/.test(names as string)) found.add(`${path.relative(PUBLIC, file)}: class="${names as string}"`)
    }
  }
  expect(checked).toBeGreaterThan(1000)
  expect([...found]).toEqual([])
})
