import { expect, test, type Page } from '@playwright/test'
import { site } from '../../src/config/site-config'
import type { AbCampaign } from '../../src/lib/ab-testing/ab-testing'
import { docs } from '../helpers/site-dataset'
import { waitForHydration } from './helpers'

// SPEC 4.7: the dataset's campaigns vary what a visitor sees. Every variation is in the
// HTML; the head script's body class and the variations stylesheet show exactly one, from the first
// frame that paints it, chosen by the URL, storage or chance; without JavaScript the first one.
const CAMPAIGNS = docs.filter((d) => d._type === 'abCampaign') as unknown as AbCampaign[]
const campaign = (name: string) => CAMPAIGNS.find((c) => c.name === name) as AbCampaign
const PAGES = [
  { path: '/', campaign: campaign('homeHero') },
  { path: '/pricing', campaign: campaign('pricingCta') },
]

/**
 * Records, in every animation frame from the one where the campaign's last variation has been parsed
 * until load, which of its variations are displayed, and the layout shifts of the variations' content.
 */
async function recordFrames(page: Page, name: string, last: string): Promise<void> {
  await page.addInitScript(
    ([campaignName, lastVariation]) => {
      const w = window as unknown as { frames_: string[][]; shift: number }
      w.frames_ = []
      w.shift = 0
      new PerformanceObserver((list) => {
        // The shifts of the variations themselves (the page's other shifts are Lighthouse's to measure: CLS 0).
        for (const entry of list.getEntries()) {
          const { value, sources } = entry as unknown as { value: number; sources: { node?: Node | null }[] }
          const el = (n: Node | null | undefined) => (n instanceof Element ? n : (n?.parentElement ?? null))
          if (sources.some((src) => el(src.node)?.closest('[data-ab-campaign]'))) w.shift += value
        }
      }).observe({ type: 'layout-shift', buffered: true })
      const sample = (): void => {
        const all = [...document.querySelectorAll(`[data-ab-campaign="${campaignName}"]`)]
        if (all.some((el) => el.getAttribute('data-ab-variation') === lastVariation)) {
          w.frames_.push(
            all.filter((el) => getComputedStyle(el).display !== 'none').map((el) => el.getAttribute('data-ab-variation') as string),
          )
        }
      }
      const frame = (): void => {
        sample()
        if (document.readyState !== 'complete') requestAnimationFrame(frame)
      }
      requestAnimationFrame(frame)
      document.addEventListener('DOMContentLoaded', sample)
    },
    [name, last],
  )
}

async function framesOf(page: Page): Promise<{ frames: string[][]; shift: number }> {
  await page.waitForLoadState('load')
  return page.evaluate(() => {
    const w = window as unknown as { frames_: string[][]; shift: number }
    return { frames: w.frames_, shift: w.shift }
  })
}

/** The variations of `name` a visitor sees (displayed, with a size), after hydration. */
const shown = (page: Page, name: string) =>
  page.evaluate(
    (n) =>
      [...document.querySelectorAll(`[data-ab-campaign="${n}"]`)]
        .filter((el) => getComputedStyle(el).display !== 'none' && [...el.children].some((c) => c.getBoundingClientRect().height > 0))
        .map((el) => el.getAttribute('data-ab-variation')),
    name,
  )

for (const { path, campaign: c } of PAGES) {
  const names = c.variations.map((v) => v.name)
  const last = names[names.length - 1] as string

  for (const variation of names) {
    test(`${path}: ?ab-${c.name}=${variation} shows that variation alone, from the first frame, without a shift`, async ({ page }) => {
      await recordFrames(page, c.name, last)
      await page.goto(`${path}?ab-${c.name}=${variation}`)
      const { frames, shift } = await framesOf(page)
      expect(frames.length).toBeGreaterThan(0)
      // No frame shows two variations or none.
      for (const frame of frames) expect(frame).toEqual([variation])
      expect(shift).toBe(0)
      await waitForHydration(page)
      expect(await shown(page, c.name)).toEqual([variation])
    })
  }

  test(`${path}: chance picks a variation for a new visitor, and storage keeps it for a returning one`, async ({ page }) => {
    // A draw at the top of [0, 1) falls in the last variation's share.
    await page.addInitScript(() => {
      Math.random = () => 0.999
    })
    await page.goto(path)
    await waitForHydration(page)
    expect(await shown(page, c.name)).toEqual([last])

    // The same draw, with the first variation saved: storage wins.
    const saved: [string, string, string] = [site.abTestingStorageKey, c.name, names[0] as string]
    await page.evaluate(([key, name, value]) => localStorage.setItem(key, JSON.stringify({ [name]: value })), saved)
    await page.reload()
    await waitForHydration(page)
    expect(await shown(page, c.name)).toEqual([names[0]])
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  for (const { path, campaign: c } of PAGES) {
    test(`${path}: the first variation of ${c.name} shows, alone`, async ({ page }) => {
      await page.goto(path)
      expect(await page.locator(`[data-ab-campaign="${c.name}"]`).count()).toBe(c.variations.length)
      for (const [i, v] of c.variations.entries()) {
        await expect(page.locator(`[data-ab-campaign="${c.name}"][data-ab-variation="${v.name}"] > *`).first()).toBeVisible({
          visible: i === 0,
        })
      }
    })
  }
})

// A lead or sign-up posts the visitor's variations; with consent refused (this suite's
// visitor declined) `_ab_share` is empty, so the host forwards nothing about them.
test('a newsletter sign-up after ?ab-homeHero=outcomes posts that variation, not shared without consent', async ({ page }) => {
  let posted: URLSearchParams | undefined
  await page.route('**/api/**/forms/submit/**', async (route) => {
    posted = new URLSearchParams(route.request().postData() ?? '')
    await route.fulfill({ status: 201, contentType: 'application/json', body: '{"status":"received"}' })
  })
  await page.goto('/?ab-homeHero=outcomes')
  await waitForHydration(page)
  const footer = page.locator('footer')
  await footer.getByRole('textbox').first().fill('ada@example.com')
  await footer.getByRole('button', { name: 'Submit' }).first().click()
  await expect.poll(() => posted?.get('_ab') ?? null).toContain('homeHero:outcomes')
  expect(posted?.get('_ab_share')).toBe('')
})
