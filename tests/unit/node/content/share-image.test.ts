import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { writeShareImage } from '../../../../src/node/content/share-image'

// SPEC 7.12, 9.9: the share image of a dataset file is a 1200x627 PNG, made by sharp itself
// (docs/architecture.md, "The share image without a palette").
const NAME = 'cover-1200x675'
let publicDir: string
let source: { absolutePath: string; contentDigest: string; name: string }

beforeEach(async () => {
  publicDir = await mkdtemp(path.join(os.tmpdir(), 'share-image-'))
  // A dataset file as the exports have them: a 1200x675 palette PNG.
  const absolutePath = path.join(publicDir, `${NAME}.png`)
  await sharp({ create: { width: 1200, height: 675, channels: 3, background: '#2a6f97' } })
    .png({ palette: true })
    .toFile(absolutePath)
  source = { absolutePath, contentDigest: 'digest-1', name: NAME }
})
afterEach(() => rm(publicDir, { recursive: true, force: true }))

const onDisk = (sitePath: string) => path.join(publicDir, sitePath)

describe('writeShareImage', () => {
  it('writes a full-colour 1200x627 PNG under the file digest, and gives its site path with the prefix', async () => {
    const sitePath = await writeShareImage(source, { publicDir, pathPrefix: '/prefix' })
    expect(sitePath).toMatch(new RegExp(`^/prefix/static/digest-1/[0-9a-f]{8}/${NAME}\\.png$`))
    const png = await readFile(onDisk(sitePath.slice('/prefix'.length)))
    expect(await sharp(png).metadata()).toEqual(expect.objectContaining({ format: 'png', width: 1200, height: 627 }))
    // Full colour (the IHDR's colour type, byte 25: 2), not gatsby-plugin-sharp's palette (3), whose quantizing was the cost.
    expect(png[25]).toBe(2)
  })

  it('leaves a share image an earlier build wrote as it is', async () => {
    const sitePath = await writeShareImage(source, { publicDir })
    await writeFile(onDisk(sitePath), 'kept')
    expect(await writeShareImage(source, { publicDir })).toBe(sitePath)
    expect(await readFile(onDisk(sitePath), 'utf8')).toBe('kept')
  })

  it('makes one whole file when several make it at once, and leaves no temporary file', async () => {
    const paths = await Promise.all([1, 2, 3, 4].map(() => writeShareImage(source, { publicDir })))
    expect(new Set(paths).size).toBe(1)
    expect(await readdir(path.dirname(onDisk(paths[0] as string)))).toEqual([`${NAME}.png`])
    expect((await sharp(onDisk(paths[0] as string)).metadata()).width).toBe(1200)
  })

  it('fails naming a file sharp cannot read, and writes nothing', async () => {
    const broken = path.join(publicDir, 'broken.png')
    await writeFile(broken, 'not a png')
    await expect(writeShareImage({ ...source, absolutePath: broken }, { publicDir })).rejects.toThrow(
      `Could not make the share image of ${broken}`,
    )
    expect((await readdir(publicDir)).sort()).toEqual(['broken.png', `${NAME}.png`])
  })
})
