import { readFileSync } from 'node:fs'
import path from 'node:path'
import { selectAll } from 'css-select'
import type { Element, Node as AnyNode } from 'domhandler'
import { parseDocument } from 'htmlparser2'
import { factContradictions, type CompanyFacts } from '../../src/lib/content/company-facts'
import { htmlText } from '../../src/lib/search/records'
import { htmlFiles, PUBLIC } from '../helpers/built-site'
import { byId } from '../helpers/site-dataset'

// The company's facts are one CMS document; every page of the build that states one (the pages,
// the footer, the job offers, the home page's structured data) agrees with it. The patterns that
// find a statement are unit-tested, with the contradictions the site once had
// (tests/unit/lib/content/company-facts.test.ts).
const facts = byId.get('companyFacts') as unknown as CompanyFacts

/** What a visitor reads on a built page: no scripts or styles, a space between elements. */
const pageText = (html: string): string => htmlText(html.replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ').replace(/></g, '> <'))

test('no built page states a company fact that differs from the company facts document', () => {
  const files = htmlFiles().filter((file) => file.endsWith('.html'))
  expect(files.length).toBeGreaterThan(100)
  const found = files.flatMap((file) =>
    factContradictions(pageText(readFileSync(file, 'utf8')), facts).map(
      (c) => `${path.relative(PUBLIC, file)}: "${c.stated}" (${c.fact} is ${c.expected}) in "…${c.context}…"`,
    ),
  )
  expect(found).toEqual([])
})

test('the footer lists every office, and the home page’s Organization states the facts', () => {
  const home = readFileSync(path.join(PUBLIC, 'index.html'), 'utf8')
  const text = pageText(home)
  for (const office of facts.offices) expect(text).toContain(`${office.city} ${office.addressLines.join(' ')}`)
  const organization = selectAll<AnyNode, Element>('script[type="application/ld+json"]', parseDocument(home))
    .map((el) => JSON.parse(el.children.map((c) => ('data' in c ? String(c.data) : '')).join('')) as Record<string, unknown>)
    .find((ld) => ld['@type'] === 'Organization')
  expect(organization).toMatchObject({
    foundingDate: String(facts.foundedYear),
    numberOfEmployees: { value: facts.headcount },
  })
  expect((organization?.address as { addressLocality: string }[]).map((a) => a.addressLocality)).toEqual(facts.offices.map((o) => o.city))
})
