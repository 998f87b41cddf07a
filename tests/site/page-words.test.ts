import { COMPANY_PAGES, MIN_WORDS, measurePages } from '../../scripts/check/page-words'
import { PUBLIC } from '../helpers/built-site'

// The pages buyers land on say something (docs/quality.md, "Words per page"): counted in the built
// pages' <main>, as a visitor reads them. `npx tsx scripts/check/page-words.ts` prints the figures.
const measured = measurePages(PUBLIC)
const at = (route: string) => measured.find((p) => p.route === route)

const held = measured.filter((p) => p.type in MIN_WORDS)

test.each(Object.entries(MIN_WORDS))('every %s page has at least %i words', (type, min) => {
  const pages = held.filter((p) => p.type === type)
  expect(pages.length).toBeGreaterThan(0)
  expect(pages.filter((p) => p.words < min).map((p) => `${p.route}: ${p.words}`)).toEqual([])
})

test('the company pages are all built', () => {
  expect(COMPANY_PAGES.filter((route) => !at(route))).toEqual([])
})

test('the video intercom page says at least as much as the reader page', () => {
  expect(at('/products/video-intercom')!.words).toBeGreaterThanOrEqual(at('/products/reader')!.words)
})

test('no page of the landing types repeats a heading right after itself', () => {
  const landing = measured.filter((p) => ['industry', 'feature', 'company', 'product', 'paid landing'].includes(p.type))
  expect(landing.filter((p) => p.repeated.length > 0).map((p) => `${p.route}: ${p.repeated.join(', ')}`)).toEqual([])
})
