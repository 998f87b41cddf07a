import { expect } from '@playwright/test'
import { embedUrl, parseVideoUrl } from '../../src/lib/media/video'
import { pageWithBlock } from '../helpers/site-dataset'
import { moduleClass, waitForHydration } from './helpers'
import { test } from './worker-page'

// SPEC 3.5, 7.13 (docs/content-rendering.md, video): a click-to-load facade. Before the visitor presses
// play nothing is requested from another origin; the press loads the host's player.
const found = pageWithBlock('videoEmbed', (b) => Boolean(b.poster) && parseVideoUrl(String(b.url)) !== undefined)

test('the video facade shows the site’s own poster and requests nothing from the video host until play is pressed', async ({
  workerPage: page,
  baseURL,
}) => {
  expect(found, 'the dataset needs a videoEmbed with a poster').toBeDefined()
  const block = found?.block as unknown as { url: string; title: string; autoplay?: boolean; showControls?: boolean }
  const origin = new URL(baseURL as string).origin
  const foreign: string[] = []
  page.on('request', (req) => {
    if (!req.url().startsWith('data:') && new URL(req.url()).origin !== origin) foreign.push(req.url())
  })
  // The video host is not reachable from the tests; answer for it so the player frame loads.
  await page.route(/youtube\.com|vimeo\.com|ytimg\.com/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>player</title>' }),
  )

  await page.goto(found?.doc.href as string)
  await waitForHydration(page)
  const button = page.getByRole('button', { name: `Play video: ${block.title}` })
  await button.scrollIntoViewIfNeeded()
  // The poster lies under the button, in the same frame.
  const poster = button.locator('xpath=..').locator('picture > img')
  await expect.poll(() => poster.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true)
  expect(new URL(await poster.evaluate((el: HTMLImageElement) => el.currentSrc)).origin).toBe(origin)
  await expect(page.locator(`${moduleClass('VideoEmbed', 'video')} iframe`)).toHaveCount(0)
  expect(foreign).toEqual([])

  await button.click()
  const iframe = page.locator(`${moduleClass('VideoEmbed', 'video')} iframe`)
  const expected = embedUrl(parseVideoUrl(block.url)!, { autoplay: block.autoplay !== false, showControls: block.showControls !== false })
  await expect(iframe).toHaveAttribute('src', expected)
  await expect(iframe).toHaveAttribute('title', block.title)
  await expect.poll(() => foreign.some((u) => u.startsWith(expected.split('?')[0] as string))).toBe(true)
})
