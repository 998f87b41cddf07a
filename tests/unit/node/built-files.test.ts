import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { builtFiles, writeWhole } from '../../../src/node/built-files'

describe('builtFiles', () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'built-files-'))
    for (const file of [
      'index.html',
      'a/index.html',
      'a/page-data.json',
      '_gatsby/slices/s.html',
      'app.js',
      'static/x.html',
      'blog/static/index.html',
    ]) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
      writeFileSync(path.join(dir, file), '')
    }
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  const relative = (files: string[]): string[] => files.map((f) => path.relative(dir, f).split(path.sep).join('/')).sort()

  it('lists every HTML file below the folder, slices included', () => {
    expect(relative(builtFiles(dir))).toEqual([
      '_gatsby/slices/s.html',
      'a/index.html',
      'blog/static/index.html',
      'index.html',
      'static/x.html',
    ])
  })

  it('keeps the names asked for and leaves the folders to skip unentered', () => {
    const files = builtFiles(dir, { keep: (name) => name.endsWith('.html') || name.endsWith('.json'), skipFolders: ['_gatsby'] })
    expect(relative(files)).toEqual(['a/index.html', 'a/page-data.json', 'blog/static/index.html', 'index.html', 'static/x.html'])
  })

  it("skips public/'s own folders at the top only: a page may be named after one (/blog/static)", () => {
    expect(relative(builtFiles(dir, { skipTopFolders: ['static'] }))).toEqual([
      '_gatsby/slices/s.html',
      'a/index.html',
      'blog/static/index.html',
      'index.html',
    ])
  })
})

describe('writeWhole', () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'write-whole-'))
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('replaces the file with the whole content and leaves no temporary file', () => {
    const file = path.join(dir, 'entry.js')
    writeFileSync(file, 'old')
    writeWhole(file, 'new')
    writeWhole(path.join(dir, 'image.png'), new Uint8Array([137, 80, 78, 71]))
    expect(readFileSync(file, 'utf8')).toBe('new')
    expect([...readFileSync(path.join(dir, 'image.png'))]).toEqual([137, 80, 78, 71])
    expect(readdirSync(dir).sort()).toEqual(['entry.js', 'image.png'])
  })

  it('leaves what was there and no temporary file when the write fails', () => {
    // The rename fails: a folder that is not empty stands where the file would go.
    const blocked = path.join(dir, 'folder')
    mkdirSync(path.join(blocked, 'inside'), { recursive: true })
    expect(() => writeWhole(blocked, 'new')).toThrow()
    expect(readdirSync(dir)).toEqual(['folder'])
    expect(readdirSync(blocked)).toEqual(['inside'])
  })
})
