import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type StitchingModule, stitchSliceForAPage, stitchSlicesByteForByte } from '../../../src/node/slice-stitching'

// docs/architecture.md, "Stitching byte for byte". Gatsby's own stitching, taken before anything
// replaces it, is what the replacement must match, byte for byte.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- Gatsby's internal module, untyped
const gatsbyStitching = require('gatsby/dist/utils/slices/stitching') as StitchingModule
const gatsbyStitchSliceForAPage = gatsbyStitching.stitchSliceForAPage

// Non-ASCII beside the marks: U+00A0 is the byte 0xA0 in UTF-8's "à" (C3 A0) and in itself (C2 A0).
const TEXT = 'Café à l’entrée\u00a0— “Threshold” 🚪'
const element = (mark: 'start' | 'end', id: string) => `<slice-${mark} id="${id}"></slice-${mark}>`

const SLICES: Record<string, string> = {
  '_gatsby-scripts-1': `<script>window.x="${TEXT}"</script>${element('start', 'nested-1')}${element('end', 'nested-1')}`,
  'nested-1': `<p>${TEXT}</p>`,
  'footer-1': `<footer>${TEXT} v2</footer>`,
}

const PAGES: Record<string, string> = {
  '/': `<p>${TEXT}\u00a0</p>${element('start', '_gatsby-scripts-1')}${element('end', '_gatsby-scripts-1')}<p>${TEXT}</p>`,
  // Stitched by an earlier build: the comments stay, the content between them is the slice's anew.
  '/stitched/': `<main>${TEXT}</main><!-- slice-start id="footer-1" --><footer>old</footer><!-- slice-end id="footer-1" -->à`,
  // Marks inside an outer slice are its old content's and are replaced with it.
  '/outer/': `${element('start', 'footer-1')}${element('start', 'nested-1')}${element('end', 'nested-1')}${element('end', 'footer-1')}`,
  '/none/': `<p>${TEXT}</p><p>&lt;slice-start id="x"&gt;</p>`,
  '/file.html': `${element('start', 'nested-1')}${element('end', 'nested-1')}`,
  // What starts like a mark and is not one.
  '/near-misses/': `<script>x="<slice-"+"<!-- slice-"</script><!-- slice-start --><slice-start></slice-start>${element('start', 'nested-1')}<slice-end id="nested-1"></slice-end>`,
}

function site(root: string, pages: Record<string, string>): string {
  const publicDir = path.join(root, 'public')
  mkdirSync(path.join(publicDir, '_gatsby', 'slices'), { recursive: true })
  for (const [id, html] of Object.entries(SLICES)) writeFileSync(path.join(publicDir, '_gatsby', 'slices', `${id}.html`), html)
  for (const [pagePath, html] of Object.entries(pages)) {
    const file = path.join(publicDir, pagePath.endsWith('.html') ? pagePath : path.join(pagePath, 'index.html'))
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, html)
  }
  return publicDir
}

describe('stitchSliceForAPage', () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'slice-stitching-'))
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it("writes every page byte for byte as Gatsby's stitching does, non-ASCII text and all", async () => {
    const ours = site(path.join(dir, 'ours'), PAGES)
    const gatsbys = path.join(dir, 'gatsby', 'public')
    cpSync(ours, gatsbys, { recursive: true })
    for (const pagePath of Object.keys(PAGES)) {
      await stitchSliceForAPage({ pagePath, publicDir: ours })
      await gatsbyStitchSliceForAPage({ pagePath, publicDir: gatsbys })
    }
    for (const pagePath of Object.keys(PAGES)) {
      const file = pagePath.endsWith('.html') ? pagePath : path.join(pagePath, 'index.html')
      expect(readFileSync(path.join(ours, file))).toEqual(readFileSync(path.join(gatsbys, file)))
    }
    // And the stitching did what it is for.
    expect(readFileSync(path.join(ours, 'index.html'), 'utf8')).toBe(
      `<p>${TEXT}\u00a0</p><!-- slice-start id="_gatsby-scripts-1" --><script>window.x="${TEXT}"</script>` +
        `<!-- slice-start id="nested-1" --><p>${TEXT}</p><!-- slice-end id="nested-1" --><!-- slice-end id="_gatsby-scripts-1" --><p>${TEXT}</p>`,
    )
    expect(readFileSync(path.join(ours, 'stitched/index.html'), 'utf8')).toContain(
      `<footer>${TEXT} v2</footer><!-- slice-end id="footer-1" -->à`,
    )
  })

  it('fails as Gatsby does on a slice opened and never closed, closed and never opened, or a mark closed by another', async () => {
    const broken = {
      '/open/': `<p>${TEXT}</p>${element('start', 'footer-1')}`,
      '/close/': element('end', 'footer-1'),
      '/mismatched/': '<slice-start id="footer-1"></slice-end>',
    }
    const publicDir = site(dir, broken)
    for (const pagePath of Object.keys(broken)) {
      const gatsbys = await gatsbyStitchSliceForAPage({ pagePath, publicDir }).then(
        () => 'no error',
        (error: Error) => error.message,
      )
      expect(gatsbys).toMatch(/^Invariant: \[stitching slices\] /)
      await expect(stitchSliceForAPage({ pagePath, publicDir })).rejects.toThrow(gatsbys)
    }
  })
})

// The contract with Gatsby: build-html calls the module's export for each page.
describe('stitchSlicesByteForByte', () => {
  it("replaces Gatsby's own stitching", () => {
    try {
      stitchSlicesByteForByte()
      expect(gatsbyStitching.stitchSliceForAPage).toBe(stitchSliceForAPage)
    } finally {
      gatsbyStitching.stitchSliceForAPage = gatsbyStitchSliceForAPage
    }
  })
})
