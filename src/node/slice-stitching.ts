import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { generateHtmlPath } from 'gatsby-core-utils/page-html'
import { HTML_BYTES } from './built-files'

/** What this module replaces of Gatsby's stitching module (`gatsby/dist/utils/slices/stitching`). */
export interface StitchingModule {
  stitchSliceForAPage: (args: { pagePath: string; publicDir: string }) => Promise<void>
}

/**
 * Gatsby's marks of a slice in a page (stitching.js): the elements a page is rendered with, and the
 * comments a stitched page keeps. Gatsby's one pattern has both, tried at every position of the
 * page; these are tried only where `indexOf` finds their start (nextMark). In the build, Gatsby's
 * pattern took 0.75 ms a page, 50 times what it takes the same page alone (a CPU profile of the
 * build's main process: 7.8 s of 14 s of stitching at 10,000 pages), for a reason not found.
 * Whitespace is HTML's, ASCII only: `\s` would also match U+00A0, a byte of many UTF-8 characters.
 */
const ELEMENT_MARK = /<slice-(start|end)[\t\n\f\r ][^>]*id="([^"]+)"[^>]*><\/slice-([^>]+)>/y
const COMMENT_MARK = /<!-- slice-(start|end) id="([^"]+)" -->/y

interface SliceMark {
  mark: string
  id: string
  index: number
  end: number
}

/** The first slice mark at or after `from`: where Gatsby's pattern would match next. */
function nextMark(html: string, from: number): SliceMark | null {
  let element = html.indexOf('<slice-', from)
  let comment = html.indexOf('<!-- slice-', from)
  while (element >= 0 || comment >= 0) {
    const isElement = element >= 0 && (comment < 0 || element < comment)
    const pattern = isElement ? ELEMENT_MARK : COMMENT_MARK
    const index = isElement ? element : comment
    pattern.lastIndex = index
    const match = pattern.exec(html)
    if (match) {
      const [text, mark = '', id = '', close] = match
      if (isElement && mark !== close)
        throw new Error(`Invariant: [stitching slices] start and end tags should be the same. Got: Start: ${mark} End: ${close}`)
      return { mark, id, index, end: index + text.length }
    }
    if (isElement) element = html.indexOf('<slice-', index + 1)
    else comment = html.indexOf('<!-- slice-', index + 1)
  }
  return null
}

/**
 * The page's HTML with each outermost slice's content put between its marks, as Gatsby's
 * `stitchSlices` does: a slice's content is stitched in turn, and the marks become comments, so a
 * page stitched again gets its slices' new content.
 */
export async function stitchSlices(html: string, readSlice: (id: string) => Promise<string>): Promise<string> {
  let open: string | undefined
  let stitched = ''
  let cursor = 0
  for (let found = nextMark(html, 0); found; found = nextMark(html, found.end)) {
    const { mark, id, index, end } = found
    if (mark === 'start') {
      // Inside a slice, everything up to its end is replaced: nested marks are its content's.
      if (open !== undefined) continue
      stitched += `${html.slice(cursor, index)}<!-- slice-start id="${id}" -->`
      open = id
    } else {
      if (open === undefined) throw new Error('Invariant: [stitching slices] There was no start tag, but close tag was found')
      if (open !== id) continue
      stitched += `${await stitchSlices(await readSlice(id), readSlice)}<!-- slice-end id="${id}" -->`
      open = undefined
    }
    cursor = end
  }
  if (open !== undefined) throw new Error('Invariant: [stitching slices] There was start tag, but no close tag was found')
  return stitched + html.slice(cursor)
}

/** Gatsby's `stitchSliceForAPage`, byte for byte (HTML_BYTES): one page's HTML file with its slices stitched in. */
export async function stitchSliceForAPage({ pagePath, publicDir }: { pagePath: string; publicDir: string }): Promise<void> {
  const file = generateHtmlPath(publicDir, pagePath)
  const html = await readFile(file, HTML_BYTES)
  const stitched = await stitchSlices(html, (id) => readFile(path.join(publicDir, '_gatsby', 'slices', `${id}.html`), HTML_BYTES))
  if (stitched !== html) await writeFile(file, stitched, HTML_BYTES)
}

/**
 * Gatsby stitches its slices (the `_gatsby-scripts` slice, in every page) into each page after the
 * static HTML, in the main process, reading and writing every page as UTF-8: 16 to 20 s in a cold
 * build at 10,000 pages, 7 s byte for byte (docs/architecture.md, "Stitching byte for byte"). Its
 * build calls the module's export at each page, so replacing the export (onPreBootstrap) replaces
 * its stitching.
 */
export function stitchSlicesByteForByte(stitching: StitchingModule = gatsbyStitchingModule()): void {
  stitching.stitchSliceForAPage = stitchSliceForAPage
}

function gatsbyStitchingModule(): StitchingModule {
  // Gatsby's own module, the instance its build-html calls stitchSliceForAPage on.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require('gatsby/dist/utils/slices/stitching') as StitchingModule
}
