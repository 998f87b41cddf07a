import { createHash } from 'node:crypto'
import { mkdir, stat } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { FIXED_SIZES } from '../../lib/media/cloudinary'
import { writeWhole } from '../built-files'

/**
 * How a dataset file becomes SPEC 7.12's share image: 1200x627, cropped to fill the box where the
 * picture's interest is (gatsby-plugin-sharp's default crop, sharp's attention strategy), turned
 * upright by its EXIF orientation, in PNG as SPEC 7.12's Cloudinary share image is.
 *
 * A full-colour PNG, not gatsby-plugin-sharp's: the plugin always passes a quality, which makes
 * sharp quantize a PNG to a palette with libimagequant. The embedded dataset's 125 share images took
 * 22.2 s of CPU that way (9.3 KiB an image), as image jobs of the main process, which the static
 * HTML waits for; here they take 6.5 s (14.2 KiB an image). docs/architecture.md, "The share image
 * without a palette".
 */
export const SHARE_IMAGE = {
  ...FIXED_SIZES.share,
  fit: 'cover',
  position: 'attention',
  png: { compressionLevel: 9, adaptiveFiltering: false },
} as const

/** The folder of SHARE_IMAGE's outputs under a file's digest: a change of the recipe is a new URL. */
const RECIPE = createHash('sha256').update(JSON.stringify(SHARE_IMAGE)).digest('hex').slice(0, 8)

let encoding: Promise<unknown> = Promise.resolve()

/**
 * `encode`, after this process's earlier ones. Sharp works on libuv's threads, which Node's file
 * system calls share: a cold build asks for every page's share image at once, and four encodings
 * at a time held up the main process's file reads and writes while webpack bundled ("write out
 * requires" took 3.1–4.3 s instead of 0.5 s).
 */
function oneAtATime<T>(encode: () => Promise<T>): Promise<T> {
  const run = encoding.then(encode, encode)
  encoding = run.catch(() => undefined)
  return run
}

export interface ShareImageSource {
  /** The file's absolute path. */
  absolutePath: string
  /** Its content digest, which names its folder as gatsby-plugin-sharp's outputs' do. */
  contentDigest: string
  /** Its name without extension. */
  name: string
}

/**
 * The site path of `source`'s share image, written under `publicDir` unless a build already wrote
 * it: `/static/<digest>/<recipe>/<name>.png`, beside gatsby-plugin-sharp's outputs. Processes may
 * make the same one at once (the main process begins a cold build's page images while the query
 * worker resolves them): each writes it whole (writeWhole), so a reader never sees half a PNG. A
 * file sharp cannot read throws, naming it.
 */
export async function writeShareImage(
  source: ShareImageSource,
  { pathPrefix = '', publicDir = path.join(process.cwd(), 'public') }: { pathPrefix?: string; publicDir?: string } = {},
): Promise<string> {
  const sitePath = `/static/${source.contentDigest}/${RECIPE}/${source.name}.png`
  const output = path.join(publicDir, sitePath)
  const written = await stat(output).then(
    (s) => s.isFile(),
    () => false,
  )
  if (!written) {
    const png = await oneAtATime(() =>
      sharp(source.absolutePath)
        .rotate()
        .resize(SHARE_IMAGE.width, SHARE_IMAGE.height, { fit: SHARE_IMAGE.fit, position: sharp.strategy[SHARE_IMAGE.position] })
        .png(SHARE_IMAGE.png)
        .toBuffer(),
    ).catch((err: unknown) => {
      throw new Error(`Could not make the share image of ${source.absolutePath}: ${(err as Error).message}`)
    })
    await mkdir(path.dirname(output), { recursive: true })
    writeWhole(output, png)
  }
  return `${pathPrefix}${sitePath}`
}
