import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { decodeMeta, IndexChunk, withoutSignature } from '../../../../src/lib/search/pagefind-format'
import { withoutDiacritics } from '../../../../src/lib/search/pagefind-ranking'
import { searchRecords } from '../../../../src/lib/search/sources'
import { stemEnglish } from '../../../../src/lib/search/stem-english'
import { datasetOffers, datasetSearchPages } from '../../../../src/node/search/dataset-pages'
import { writePagefindIndex } from '../../../../src/node/search/pagefind'
import { pageRecord } from '../../../helpers/search-record'

const ROOT = path.join(__dirname, '../../../..')

// docs/search.md, "Ranking": a query's words are stemmed as Pagefind stemmed the words it indexed
// (SPEC 2.8 and 7.11 search the site's pages; the stems are Pagefind's, so are the tests' answers).
describe('stemEnglish', () => {
  it("stems as Snowball's English stemmer does", () => {
    const stems: Record<string, string> = {
      consign: 'consign',
      consigned: 'consign',
      consigning: 'consign',
      consignment: 'consign',
      consolation: 'consol',
      knightly: 'knight',
      knives: 'knive',
      schedules: 'schedul',
      credentials: 'credenti',
      firmware: 'firmwar',
      skies: 'sky',
      news: 'news',
      only: 'onli',
      cry: 'cri',
      say: 'say',
      ayyo: 'ayyo',
      // The changes of 2025: 'add', 'egg' and 'off' keep their double letter; R1 after 'emerg', 'univers', 'inter'.
      added: 'add',
      hopping: 'hop',
      emergency: 'emergenc',
      universities: 'universiti',
      internal: 'internal',
      dying: 'die',
      inning: 'inning',
      evening: 'evening',
      proceed: 'proceed',
      pasted: 'paste',
    }
    expect(Object.fromEntries(Object.keys(stems).map((word) => [word, stemEnglish(word)]))).toEqual(stems)
  })

  it('leaves words of one or two letters, and letters outside a–z, as they are', () => {
    expect(stemEnglish('hr')).toBe('hr')
    expect(stemEnglish('ids')).toBe('id')
    expect(stemEnglish('naïve')).toBe('naïv')
  })

  // Pagefind is the oracle: every word of every page it indexed is, at its place, the stem of that word.
  it("agrees with Pagefind's index on every word of the embedded dataset and of a list of hard cases", async () => {
    const hard =
      'added adding egg eggs off emergency emergencies universe universities university universal internal international intern ' +
      'dying lying tying vying flying inning outing canning herring earring evening evenings proceed proceeded exceed exceeding ' +
      'succeed succeeded agreed feed pasted pasting past generous generously generate communism communication arsenal organic ' +
      'organize organs later lateral skies skis sky news atlas cosmos bias andes early only singly gently ugly idly geology ' +
      'biologist geologist hopping hoped luxuriating sized troubled filling fizzed cried ties gas gaps kiwis yearly bayed ' +
      'saying enjoyed'
    const records = [
      ...searchRecords({
        pages: datasetSearchPages(path.join(ROOT, 'content/cms/data.ndjson')),
        offers: datasetOffers(path.join(ROOT, 'content/careers/offers.json')),
      }),
      pageRecord('/hard-cases', hard),
    ]
    const site = mkdtempSync(path.join(tmpdir(), 'stems-'))
    const bundle = path.join(site, 'pagefind')
    await writePagefindIndex(records, { bundle, shardsDir: path.join(site, 'shards'), root: ROOT })
    const read = (file: string) => withoutSignature(gunzipSync(readFileSync(path.join(bundle, file))), file)
    const entry = JSON.parse(readFileSync(path.join(bundle, 'pagefind-entry.json'), 'utf8')) as { languages: { en: { hash: string } } }
    const meta = decodeMeta(read(`pagefind.${entry.languages.en.hash}.pf_meta`))
    // The words at each place of each page, as Pagefind indexed them.
    const at = meta.pages.map(() => new Map<number, Set<string>>())
    for (const { hash } of meta.chunks) {
      const chunk = new IndexChunk(read(`index/${hash}.pf_index`))
      chunk.words.forEach((word, n) => {
        for (const list of chunk.postings(n))
          list.pages.forEach((page, k) => {
            for (let i = list.starts[k] as number; i < (list.starts[k + 1] as number); i += 1) {
              const words = at[page]?.get(list.positions[i] as number) ?? new Set<string>()
              words.add(word)
              at[page]?.set(list.positions[i] as number, words)
            }
          })
      })
    }
    const disagreements: string[] = []
    let checked = 0
    meta.pages.forEach(({ hash }, page) => {
      const fragment = JSON.parse(new TextDecoder().decode(read(`fragment/${hash}.pf_fragment`))) as { content: string }
      const words = fragment.content.split(/\s+/)
      for (const [position, indexed] of at[page] ?? []) {
        // The word as Pagefind splits it: letters and digits (a hyphenated word is indexed whole and in parts).
        const word = withoutDiacritics((words[position] ?? '').toLowerCase()).replace(/[^\p{L}\p{N}_’']/gu, '')
        const letters = word.replace(/[’']/g, '')
        if (!/^[\p{L}\p{N}]+$/u.test(letters)) continue
        checked += 1
        const stem = stemEnglish(letters)
        if (!indexed.has(stem) && !indexed.has(stemEnglish(word)) && !indexed.has(letters))
          disagreements.push(`${words[position]}: ${stem}, Pagefind ${[...indexed].join(' ')}`)
      }
    })
    expect(checked).toBeGreaterThan(40_000)
    expect(disagreements).toEqual([])
  }, 60_000)
})
