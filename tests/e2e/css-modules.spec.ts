import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { htmlFiles, PUBLIC } from '../helpers/built-site'

// Every CSS-module class the built HTML uses has its rules in the site's stylesheets. The HTML is
// rendered by one webpack build and the CSS extracted by another; if their class names disagree
// (e.g. `Footer-module--columns--c843d` in the page, `--7f0c5` in the CSS), every page loses its
// styles while the tests of behaviour still pass (docs/architecture.md, build speed).
const MODULE_CLASS = /[A-Za-z][\w]*-module--[\w-]+?--[0-9a-f]{5}/g

test('every CSS-module class in the built pages has its rules in the site CSS', () => {
  const css = readdirSync(PUBLIC)
    .filter((name) => name.endsWith('.css'))
    .map((name) => readFileSync(path.join(PUBLIC, name), 'utf8'))
    .join('\n')
  const defined = new Set(css.match(MODULE_CLASS) ?? [])
  expect(defined.size).toBeGreaterThan(100)
  const missing = new Map<string, string>()
  for (const file of htmlFiles()) {
    const html = readFileSync(file, 'utf8')
    for (const [, classes] of html.matchAll(/class="([^"]*)"/g)) {
      for (const name of (classes as string).match(MODULE_CLASS) ?? []) {
        if (!defined.has(name) && !missing.has(name)) missing.set(name, path.relative(PUBLIC, file))
      }
    }
  }
  expect([...missing].map(([name, file]) => `${name} (${file})`)).toEqual([])
})
