import { readFileSync } from 'node:fs'
import path from 'node:path'
import { FIXTURE, gatsbyBuild, ROOT } from '../helpers/gatsby-build'
import { startLocalServer, type LocalServer } from '../helpers/local-server'

// With a Cloudinary cloud configured the built pages use Cloudinary URLs (SPEC 7.12, 9.9). The
// SEO and image-id errors that fail a real build (SPEC 5.6, 5.7) are in build-failures.test.ts.
describe('content rendering in a real build', () => {
  describe('with a Cloudinary cloud', () => {
    let cdn: LocalServer | undefined
    afterAll(() => cdn?.close())

    it('renders Cloudinary URLs with the SPEC widths up to the file width, an inlined blurred placeholder and the share image', async () => {
      // A local stand-in for the CDN answers the placeholder requests the build makes.
      cdn = await startLocalServer((_req, res) => {
        res.writeHead(200, { 'content-type': 'image/webp' })
        res.end(Buffer.from([1, 2, 3]))
      })
      const { code, output } = await gatsbyBuild({
        CMS_DATASET_PATH: path.join(FIXTURE, 'data.ndjson'),
        CLOUDINARY_CLOUD: 'threshold-test',
        CLOUDINARY_CDN: cdn.url,
      })
      expect(output).not.toContain('ERROR')
      expect(code).toBe(0)
      const html = readFileSync(path.join(ROOT, 'public/updates/visitor-qr-passes/index.html'), 'utf8')
      const base = `${cdn.url}/threshold-test/image/upload`
      // The file is 1200 px wide: the SPEC widths up to it, never upscaled (the 2x eco variant of a
      // wider file is in tests/unit/node/content/images.test.ts).
      // The page's own image, in <main> (the navigation's 'What's new' card shows it too, at 669 px).
      const srcset = html.slice(html.indexOf('<main')).match(/srcset="([^"]+visitor-qr[^"]+)"/i)?.[1] ?? ''
      expect([...srcset.matchAll(/ (\d+)w/g)].map((m) => Number(m[1]))).toEqual([500, 752, 940, 1200])
      expect(srcset).toContain(`${base}/c_limit,w_940,q_auto:good,f_auto/v1/updates/visitor-qr 940w`)
      expect(html).toContain(`<meta property="og:image" content="${base}/c_fill_pad,g_auto,w_1200,h_627,f_png/v1/updates/visitor-qr"`)
      expect(html).toContain('data:image/webp;base64,AQID')
      expect(cdn.requests.some((u) => u.pathname.includes('/c_scale,w_0.5,e_blur:2000,q_10,f_webp/v1/updates/visitor-qr'))).toBe(true)
    })
  })
})
