import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  codeVersion,
  digestOf,
  forgetSourcedNodes,
  noteSourcedNodes,
  rememberStep,
  sourcedNodes,
  unchangedStep,
} from '../../../src/node/build-inputs'

// docs/architecture.md, "Build phases at scale": onPostBuild's steps redo their work only when
// their inputs changed since the last build.
const node = (id: string, type: string, contentDigest: string) => ({ id, internal: { type, contentDigest } })

describe('the sourced nodes', () => {
  afterEach(forgetSourcedNodes)

  it('are listed in id order, by type when asked, and forgotten when a build sources anew', () => {
    noteSourcedNodes([node('b', 'BlogPost', '2'), node('a', 'Guide', '1'), node('c', 'JobOffer', '3')])
    expect(sourcedNodes().map((n) => n.id)).toEqual(['a', 'b', 'c'])
    expect(sourcedNodes(new Set(['BlogPost', 'Guide']))).toEqual([
      { id: 'a', type: 'Guide', contentDigest: '1' },
      { id: 'b', type: 'BlogPost', contentDigest: '2' },
    ])
    forgetSourcedNodes()
    expect(sourcedNodes()).toEqual([])
  })
})

describe('a step of onPostBuild', () => {
  let root: string
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'build-inputs-'))
    mkdirSync(path.join(root, 'public'))
    writeFileSync(path.join(root, 'public/sitemap.xml'), '<urlset/>')
  })
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  it('is unchanged only on the inputs it last ran on, with its outputs still there', () => {
    const inputs = digestOf('code', [['/', null]])
    expect(unchangedStep(root, 'feeds', inputs, ['public/sitemap.xml'])).toBe(false)
    rememberStep(root, 'feeds', inputs)
    expect(unchangedStep(root, 'feeds', inputs, ['public/sitemap.xml'])).toBe(true)
    expect(unchangedStep(root, 'feeds', digestOf('code', [['/', { noindex: true }]]), ['public/sitemap.xml'])).toBe(false)
    expect(unchangedStep(root, 'feeds', inputs, ['public/sitemap.xml', 'public/robots.txt'])).toBe(false)
    expect(unchangedStep(root, 'search', inputs, [])).toBe(false)
    // Unknown inputs are never unchanged; forgetting a step makes it run again.
    expect(unchangedStep(root, 'feeds', null, [])).toBe(false)
    rememberStep(root, 'feeds', null)
    expect(unchangedStep(root, 'feeds', inputs, ['public/sitemap.xml'])).toBe(false)
  })

  it('depends on the compiled build code', () => {
    expect(codeVersion(root)).toBe('')
    mkdirSync(path.join(root, '.cache/compiled'), { recursive: true })
    writeFileSync(path.join(root, '.cache/compiled/gatsby-node.js'), 'one()')
    const first = codeVersion(root)
    expect(first).toMatch(/^[0-9a-f]{64}$/)
    writeFileSync(path.join(root, '.cache/compiled/gatsby-node.js'), 'two()')
    expect(codeVersion(root)).not.toBe(first)
  })

  it('digests values whatever their key order', () => {
    expect(digestOf({ a: 1, b: [2] })).toBe(digestOf({ b: [2], a: 1 }))
    expect(digestOf({ a: 1 })).not.toBe(digestOf({ a: 2 }))
  })
})
