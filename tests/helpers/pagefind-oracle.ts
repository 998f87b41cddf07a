// Answers the same queries with the site's reader of its Pagefind index (src/lib/search/pagefind-reader.ts)
// and with Pagefind's own script and WebAssembly over the same index, and prints how they differ,
// for tests/unit/lib/search/pagefind-ranking.test.ts: Pagefind is the oracle of its own ranking.
// With shards (pages per shard given), it also answers them with Pagefind's script over the index
// Pagefind itself writes of all the pages at once: the merged index (src/node/search/pagefind-merge.ts)
// must answer as that one does. Runs in a process of its own: pagefind.js is an ES module jest cannot load.
//
// Usage: tsx tests/helpers/pagefind-oracle.ts <dataset dir> [pages per shard] [every n-th query only]
// Prints one JSON object (see Report). The indexes are the build's (writePagefindIndex); Pagefind's
// script comes from an index of one page written with Pagefind's Node API beside them.
import { copyFile, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { READER_OPTIONS } from '../../src/lib/search/pagefind-client'
import { IndexChunk, type PagefindMeta, decodeMeta, unzipPagefindFile } from '../../src/lib/search/pagefind-format'
import { openPagefindIndex, type PagefindResult } from '../../src/lib/search/pagefind-reader'
import { chunksFor, queryTerms, WHOLE_PREFIX_FROM } from '../../src/lib/search/pagefind-ranking'
import { searchRecords } from '../../src/lib/search/sources'
import { datasetOffers, datasetSearchPages } from '../../src/node/search/dataset-pages'
import { writePagefindIndex } from '../../src/node/search/pagefind'
import { startLocalServer, staticFiles } from './local-server'

/** The part of Pagefind's browser API the comparison uses. */
interface PagefindScript {
  options(options: Record<string, unknown>): Promise<void>
  mergeIndex(path: string, options: Record<string, unknown>): Promise<void>
  search(term: string): Promise<{ results: PagefindResult[] }>
}

/** What the comparison found (printed as JSON): how much it compared, and every difference. */
export interface OracleReport {
  pages: number
  shards: number
  /** Queries compared page by page, and the matching pages they had in all. */
  compared: number
  pagesCompared: number
  /** Of those pages, the ones where two matching words share a place (a hyphenated word and its part): their weight there is whichever word Pagefind's sort puts first. */
  pagesWithSharedPlaces: number
  /** Hits whose data (excerpt, sections) were compared. */
  hitsCompared: number
  /** Queries the merged index and Pagefind's own index of all the pages answered alike (with shards). */
  againstWhole: number
  /** Two-letter queries, each page of which must be among Pagefind's. */
  shortQueries: number
  /** Queries whose first two pages of 5 hits, of a ranking asked for them alone, were compared with the whole ranking's (more than 40 pages: chosen without a sort). */
  firstPagesCompared: number
  problems: string[]
}

const close = (a: number, b: number): boolean => Math.abs(a - b) <= 1e-5 * Math.max(1, Math.abs(a))

/** An index on disk, read the reader's way: its metadata and every chunk. */
interface OnDisk {
  meta: PagefindMeta
  chunks: Map<string, IndexChunk>
  read(file: string): Promise<Uint8Array>
}

async function onDisk(folder: string): Promise<OnDisk> {
  const read = async (file: string): Promise<Uint8Array> => {
    const bytes = await readFile(path.join(folder, file))
    return unzipPagefindFile(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length), file)
  }
  const entry = JSON.parse(await readFile(path.join(folder, 'pagefind-entry.json'), 'utf8')) as { languages: { en: { hash: string } } }
  const meta = decodeMeta(await read(`pagefind.${entry.languages.en.hash}.pf_meta`))
  const chunks = new Map<string, IndexChunk>()
  for (const chunk of meta.chunks) chunks.set(chunk.hash, new IndexChunk(await read(`index/${chunk.hash}.pf_index`)))
  return { meta, chunks, read }
}

/**
 * Pagefind's script over the index at `url` (its own copy of the script in `folder`), every chunk
 * loaded that a query can load (`unloaded`: the chunks none of whose words a query can name, as
 * each has a character Pagefind's script takes out of queries, such as '’').
 */
async function pagefindScript(folder: string, url: string, index: OnDisk): Promise<{ pagefind: PagefindScript; unloaded: Set<string> }> {
  const pagefind = (await import(pathToFileURL(path.join(folder, 'pagefind.js')).href)) as PagefindScript
  await pagefind.options({
    basePath: url,
    noWorker: true,
    excerptLength: READER_OPTIONS.excerptLength,
    excerptEllipsis: READER_OPTIONS.ellipsis,
  })
  // Pagefind's script searches the words of every chunk it has loaded, so all of them are loaded
  // first: its answers are then those of the whole index, not of what earlier queries loaded.
  await pagefind.search('')
  const unloaded = new Set<string>()
  for (const chunk of index.meta.chunks) {
    const inside = (index.chunks.get(chunk.hash) as IndexChunk).words.find((w) => /^[a-z0-9]+$/.test(w) && w >= chunk.from && w <= chunk.to)
    if (inside) await pagefind.search(inside)
    else unloaded.add(chunk.hash)
  }
  return { pagefind, unloaded }
}

async function main(): Promise<void> {
  const [dataset = 'content', perShard, every = '1'] = process.argv.slice(2)
  const records = searchRecords({
    pages: datasetSearchPages(path.join(dataset, 'cms/data.ndjson')),
    offers: datasetOffers(path.join(dataset, 'careers/offers.json')),
  })
  const site = await mkdtemp(path.join(tmpdir(), 'pagefind-oracle-'))
  const bundle = path.join(site, 'pagefind')
  const { pages, shards } = await writePagefindIndex(records, {
    bundle,
    shardsDir: path.join(site, 'shards'),
    perShard: perShard ? Number(perShard) : undefined,
  })
  // Pagefind's own index of all the pages at once: the one shard of a build with no smaller shards.
  const whole = path.join(site, 'whole', 'shard-0')
  if (shards > 1)
    await writePagefindIndex(records, {
      bundle: path.join(site, 'whole-merged'),
      shardsDir: path.join(site, 'whole'),
      perShard: Number.MAX_SAFE_INTEGER,
    })

  // Pagefind's script and WebAssembly, of the same version as the indexer, beside each index.
  const { createIndex, close: closePagefind } = await import('pagefind')
  const { index } = await createIndex({ forceLanguage: 'en' })
  if (!index) throw new Error('Pagefind could not create an index')
  await index.addHTMLFile({ url: '/', content: '<html lang="en"><body><main><p>script</p></main></body></html>' })
  const scriptOnly = path.join(site, 'script')
  await index.writeFiles({ outputPath: scriptOnly })
  await closePagefind()
  for (const folder of shards > 1 ? [bundle, whole] : [bundle]) {
    await mkdir(folder, { recursive: true })
    for (const file of ['pagefind.js', 'wasm.en.pagefind']) await copyFile(path.join(scriptOnly, file), path.join(folder, file))
  }

  const server = await startLocalServer(staticFiles(site))
  const report: OracleReport = {
    pages,
    shards,
    compared: 0,
    pagesCompared: 0,
    pagesWithSharedPlaces: 0,
    hitsCompared: 0,
    againstWhole: 0,
    shortQueries: 0,
    firstPagesCompared: 0,
    problems: [],
  }
  const problem = (query: string, what: string) => report.problems.length < 30 && report.problems.push(`${JSON.stringify(query)}: ${what}`)
  try {
    const basePath = `${server.url}/pagefind/`
    const merged = await onDisk(bundle)
    const { pagefind, unloaded } = await pagefindScript(bundle, basePath, merged)
    const wholeIndex = shards > 1 ? await onDisk(whole) : null
    const wholeScript = wholeIndex ? await pagefindScript(whole, `${server.url}/whole/shard-0/`, wholeIndex) : null
    // Whether a query's words are all in chunks Pagefind's script has loaded, in an index.
    const loaded = (query: string, index: OnDisk, missing: Set<string>) =>
      queryTerms(query).every((term) => chunksFor(index.meta.chunks, term).every((c) => !missing.has(c.hash)))
    const reader = openPagefindIndex({ ...READER_OPTIONS, basePath })
    const { meta, chunks } = merged

    // The queries: every prefix of WHOLE_PREFIX_FROM letters or more of every seventh word of the
    // pages' text, and pairs of such words, in a fixed order.
    const words = new Set<string>()
    let longQuery = ''
    for (const page of meta.pages) {
      const fragment = JSON.parse(new TextDecoder().decode(await merged.read(`fragment/${page.hash}.pf_fragment`))) as { content: string }
      const own = new Set(
        fragment.content
          .toLowerCase()
          .split(/\s+/)
          .filter((word) => /^[a-z][a-z0-9]{2,}$/.test(word)),
      )
      for (const word of own) words.add(word)
      // Forty of one page's words: more terms than a 32-bit mask has bits.
      if (!longQuery && own.size >= 40) longQuery = [...own].slice(0, 40).join(' ')
    }
    const vocabulary = [...words].sort()
    const queries = new Set<string>()
    vocabulary.forEach((word, n) => {
      if (n % 7 === 0) for (let length = WHOLE_PREFIX_FROM; length <= word.length; length += 1) queries.add(word.slice(0, length))
      if (n % 11 === 0) queries.add(`${word} ${vocabulary[(n * 31) % vocabulary.length]?.slice(0, 4)}`)
    })
    // A term of no page's (left out), a term longer than its word ('doorxq' is 'door'), the same
    // word twice, diacritics, hyphens, forty words.
    for (const query of [
      'door xylophonequartz',
      'doorxq',
      'door doors',
      'cafe',
      'café',
      'caf',
      'multi-site',
      'role-based access',
      'soc 2 evidence',
      longQuery,
    ])
      queries.add(query)

    // The matching words' postings of a query, as its chunks hold them.
    const postingsOf = (query: string) =>
      queryTerms(query).flatMap((term) =>
        chunksFor(meta.chunks, term).flatMap((found) => {
          const chunk = chunks.get(found.hash) as IndexChunk
          const lists = []
          for (let n = chunk.lowerBound(term.stem); n < chunk.words.length && (chunk.words[n] as string).startsWith(term.stem); n += 1)
            lists.push(...chunk.postings(n))
          return lists
        }),
      )
    // The pages where two of the query's matching words share a place.
    const sharedPlaces = (query: string): Set<string> => {
      const shared = new Set<string>()
      const seen = new Map<number, Set<number>>()
      for (const list of postingsOf(query)) {
        list.pages.forEach((page, k) => {
          const places = seen.get(page) ?? new Set<number>()
          seen.set(page, places)
          for (let i = list.starts[k] as number; i < (list.starts[k + 1] as number); i += 1) {
            if (places.has(list.positions[i] as number)) shared.add((meta.pages[page] as { hash: string }).hash)
            places.add(list.positions[i] as number)
          }
        })
      }
      return shared
    }
    // The longest word of `among` that begins the stem, for a term no word begins.
    const longestPrefix = (among: IndexChunk[], stem: string): string | null => {
      for (let length = stem.length - 1; length > 0; length -= 1)
        for (const chunk of among)
          if (chunk.words[chunk.lowerBound(stem.slice(0, length))] === stem.slice(0, length)) return stem.slice(0, length)
      return null
    }
    // Whether the reader and Pagefind's script look at the same words for every term: a term no
    // word begins falls back on the longest word that begins it, which the script looks for in
    // every chunk it has loaded, and the reader in the term's own chunk.
    const comparable = (query: string): boolean =>
      queryTerms(query).every((term) => {
        const own = chunksFor(meta.chunks, term).map((c) => chunks.get(c.hash) as IndexChunk)
        if (own.some((chunk) => (chunk.words[chunk.lowerBound(term.stem)] ?? '').startsWith(term.stem))) return true
        return longestPrefix(own, term.stem) === longestPrefix([...chunks.values()], term.stem)
      })

    for (const [n, query] of [...queries].entries()) {
      if (n % Number(every) !== 0 || !comparable(query) || !loaded(query, merged, unloaded)) continue
      const theirs = (await pagefind.search(query)).results
      const ours = await reader.search(query)
      const mine = ours.slice(0, ours.length)
      const shared = sharedPlaces(query)
      report.compared += 1
      if (ours.length > 40) {
        // A page of results and the next, as the overlay and /search ask for them: the same hits as the whole ranking's.
        const fresh = await reader.search(query)
        const ids = (results: readonly { id: string }[]) => results.map((r) => r.id).join(' ')
        if (ids(fresh.slice(0, 5)) !== ids(mine.slice(0, 5)) || ids(fresh.slice(5, 10)) !== ids(mine.slice(5, 10)))
          problem(query, `its first pages of hits are not the first of its whole ranking`)
        report.firstPagesCompared += 1
      }
      if (wholeScript && wholeIndex && loaded(query, wholeIndex, wholeScript.unloaded)) {
        // The merged index answers as Pagefind's own index of every page: the same pages and scores.
        const wholes = new Map((await wholeScript.pagefind.search(query)).results.map((r) => [r.id, r.score]))
        if (
          wholes.size !== theirs.length ||
          theirs.some((r) => wholes.get(r.id) === undefined || !close(wholes.get(r.id) as number, r.score))
        )
          problem(query, `the merged index answers ${theirs.length} pages, Pagefind's own index ${wholes.size}, or other scores`)
        else report.againstWhole += 1
      }
      if (mine.length !== theirs.length) {
        problem(query, `${mine.length} pages, Pagefind ${theirs.length}`)
        continue
      }
      report.pagesCompared += theirs.length
      const byId = new Map(mine.map((r, n) => [r.id, { result: r, rank: n }]))
      for (const [rank, result] of theirs.entries()) {
        const found = byId.get(result.id)
        if (!found) {
          problem(query, `no page ${result.id}`)
          continue
        }
        if (shared.has(result.id)) {
          report.pagesWithSharedPlaces += 1
          continue
        }
        if (!close(found.result.score, result.score)) problem(query, `${result.id} scores ${found.result.score}, Pagefind ${result.score}`)
        // Ranked alike: no page Pagefind ranks clearly below another comes before it here.
        const before = theirs[rank - 1]
        if (
          before &&
          !shared.has(before.id) &&
          before.score - result.score > 1e-5 * before.score &&
          (byId.get(before.id)?.rank ?? 0) > found.rank
        )
          problem(query, `${result.id} ranks before ${before.id}`)
        if (rank < 3) {
          const [a, b] = await Promise.all([found.result.data(), result.data()])
          report.hitsCompared += 1
          const view = (d: typeof a) => ({
            excerpt: d.excerpt,
            meta: d.meta,
            filters: d.filters,
            // Pagefind's script makes its URLs absolute from where it was loaded; the reader's are the site's paths.
            subs: d.sub_results.map((s) => ({
              title: s.title,
              url: s.url.replace(server.url, ''),
              anchor: s.anchor?.id,
              excerpt: s.excerpt,
              places: s.weighted_locations.map((l) => [l.location, l.weight, l.balanced_score]),
            })),
          })
          const [x, y] = [JSON.stringify(view(a)), JSON.stringify(view(b))]
          if (x !== y) {
            let at = 0
            while (x[at] === y[at]) at += 1
            problem(
              query,
              `${result.id}'s data differs at ${at}: ${x.slice(Math.max(0, at - 80), at + 120)} / Pagefind ${y.slice(Math.max(0, at - 80), at + 120)}`,
            )
          }
        }
      }
    }

    // Two letters find the words of the chunk they fall in (pagefind-ranking.ts, WHOLE_PREFIX_FROM):
    // each of those pages is among Pagefind's, which has every chunk loaded.
    for (const query of ['ac', 'co', 'do', 'mo', 'th', 'vi']) {
      const theirs = new Set((await pagefind.search(query)).results.map((r) => r.id))
      const ours = await reader.search(query)
      report.shortQueries += 1
      for (const result of ours.slice(0, ours.length))
        if (!theirs.has(result.id)) problem(query, `${result.id} is not among Pagefind's pages`)
    }
  } finally {
    await server.close()
    await rm(site, { recursive: true, force: true })
  }
  process.stdout.write(JSON.stringify(report))
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err)
    process.exit(1)
  },
)
