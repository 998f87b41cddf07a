import { expect, test, type Page } from '@playwright/test'
import { site } from '../../src/config/site-config'
import type { AbCampaign } from '../../src/lib/ab-testing/ab-testing'
import { docs } from '../helpers/site-dataset'
import { waitForHydration } from './helpers'

// SPEC 4.7, 5.8, 8, 9.5: A/B selection in the head, before the first paint, with the CMS campaigns.
const CAMPAIGNS = docs.filter((d) => d._type === 'abCampaign') as unknown as AbCampaign[]
const KEY = site.abTestingStorageKey
const homeHero = CAMPAIGNS.find((c) => c.name === 'homeHero') as AbCampaign
const [first, second] = homeHero.variations.map((v) => v.name) as [string, string]

interface Recorded {
  firstFrameClasses: string
  selectEvents: { campaign: string; variation: string }[]
  dataLayer: Record<string, unknown>[]
}

/**
 * Records, from before any page script, the variationSelect events and the body's classes at the
 * first animation frame that has any of the page to paint (#___gatsby, the first element after the
 * body script): a frame before it, while the parser is still at `<body>`, paints nothing of the page.
 */
async function record(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { rec: Partial<Recorded> }
    w.rec = { selectEvents: [] }
    addEventListener('variationSelect', (e) => w.rec.selectEvents?.push((e as CustomEvent<Recorded['selectEvents'][number]>).detail))
    const frame = (): void => {
      if (document.getElementById('___gatsby')) w.rec.firstFrameClasses = document.body.className
      else requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
  })
}

async function recorded(page: Page): Promise<Recorded> {
  await page.waitForFunction(() => (window as unknown as { rec: Recorded }).rec.firstFrameClasses !== undefined)
  return page.evaluate(() => {
    const w = window as unknown as { rec: Recorded; dataLayer: unknown[] }
    const dataLayer = w.dataLayer.filter((e): e is Record<string, unknown> => !!e && (e as { event?: string }).event === 'abtest')
    return { ...w.rec, dataLayer: JSON.parse(JSON.stringify(dataLayer)) as Recorded['dataLayer'] }
  })
}

const bodyClasses = (page: Page) => page.evaluate(() => [...document.body.classList].filter((c) => c.startsWith('ab-')).sort())
const stored = (page: Page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as Record<string, string>, KEY)

test('the CMS campaigns are embedded: each gets a class at the first frame, a variationSelect and an abtest event, and is saved', async ({
  page,
}) => {
  await record(page)
  await page.goto('/')
  const rec = await recorded(page)
  const map = await stored(page)
  expect(Object.keys(map).sort()).toEqual(CAMPAIGNS.map((c) => c.name).sort())
  const expected = CAMPAIGNS.map((c) => `ab-${c.name}-${map[c.name]}`).sort()
  expect(
    rec.firstFrameClasses
      .split(' ')
      .filter((c) => c.startsWith('ab-'))
      .sort(),
  ).toEqual(expected)
  for (const c of CAMPAIGNS) expect(c.variations.map((v) => v.name)).toContain(map[c.name])
  expect(rec.selectEvents).toEqual(CAMPAIGNS.map((c) => ({ campaign: c.name, variation: map[c.name] })))
  expect(rec.dataLayer).toEqual(CAMPAIGNS.map((c) => ({ event: 'abtest', abtest_campaign: c.name, abtest_variation: map[c.name] })))
  // The page's islands leave them, and the next page has the same (from storage).
  await waitForHydration(page)
  expect(await bodyClasses(page)).toEqual(expected)
  await page.goto('/pricing')
  expect(await bodyClasses(page)).toEqual(expected)
})

test('order: the URL parameter beats storage, storage beats the random pick, and the choice is saved back', async ({ page }) => {
  await page.goto('/')
  await page.evaluate(([key, v]) => localStorage.setItem(key, JSON.stringify({ homeHero: v })), [KEY, second] as const)
  await record(page)
  await page.reload()
  expect((await recorded(page)).firstFrameClasses).toContain(`ab-homeHero-${second}`)

  await page.goto(`/?ab-homeHero=${first}`)
  expect((await recorded(page)).firstFrameClasses).toContain(`ab-homeHero-${first}`)
  expect((await stored(page)).homeHero).toBe(first)
  // Saved: without the parameter the next page keeps it.
  await page.goto('/pricing')
  expect((await recorded(page)).firstFrameClasses).toContain(`ab-homeHero-${first}`)
})

test('an unknown variation in the URL, corrupt storage and storage that throws fall back without an error', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await page.goto('/pricing')
  await page.evaluate(([key, v]) => localStorage.setItem(key, JSON.stringify({ homeHero: v })), [KEY, second] as const)
  await record(page)
  await page.goto('/pricing?ab-homeHero=nonsense')
  expect((await recorded(page)).firstFrameClasses).toContain(`ab-homeHero-${second}`)

  await page.evaluate((key) => localStorage.setItem(key, '{not json'), KEY)
  await page.reload()
  const rec = await recorded(page)
  expect(rec.selectEvents).toHaveLength(CAMPAIGNS.length)
  expect(Object.keys(await stored(page)).sort()).toEqual(CAMPAIGNS.map((c) => c.name).sort())

  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
    })
  })
  await page.reload()
  expect((await recorded(page)).selectEvents).toHaveLength(CAMPAIGNS.length)
  await waitForHydration(page)
  expect(errors).toEqual([])
})

test('a manual set re-saves, re-classes and fires the events again; unknown names are rejected (SPEC 5.8, 8)', async ({ page }) => {
  await record(page)
  await page.goto(`/?ab-homeHero=${first}`)
  await recorded(page)
  const result = await page.evaluate((v) => {
    const ab = (window as unknown as { thresholdAb: { set(c: string, v: string): void } }).thresholdAb
    ab.set('homeHero', v)
    const errors: string[] = []
    for (const [c, x] of [
      ['noSuchCampaign', 'a'],
      ['homeHero', 'noSuchVariation'],
    ]) {
      try {
        ab.set(c as string, x as string)
      } catch (e) {
        errors.push((e as Error).message)
      }
    }
    return errors
  }, second)
  expect(result).toEqual(['Campaign noSuchCampaign not found', 'Incorrect variation noSuchVariation for campaign homeHero'])
  expect(await bodyClasses(page)).toContain(`ab-homeHero-${second}`)
  expect(await bodyClasses(page)).not.toContain(`ab-homeHero-${first}`)
  expect((await stored(page)).homeHero).toBe(second)
  const rec = await recorded(page)
  expect(rec.selectEvents.at(-1)).toEqual({ campaign: 'homeHero', variation: second })
  expect(rec.dataLayer.at(-1)).toEqual({ event: 'abtest', abtest_campaign: 'homeHero', abtest_variation: second })
})

test("the head's stylesheet shows the active variation only, the first one without a class", async ({ page }) => {
  await page.goto(`/?ab-homeHero=${second}`)
  const shown = () =>
    page.evaluate(
      (names) => {
        const host = document.createElement('div')
        host.innerHTML = names.map((n) => `<div data-ab-campaign="homeHero" data-ab-variation="${n}"><p>${n}</p></div>`).join('')
        document.querySelector('main')?.append(host)
        const visible = names.filter((n) => (host.querySelector(`[data-ab-variation="${n}"] p`) as HTMLElement).offsetParent !== null)
        host.remove()
        return visible
      },
      homeHero.variations.map((v) => v.name),
    )
  expect(await shown()).toEqual([second])
  await page.evaluate(() => document.body.classList.remove(...[...document.body.classList].filter((c) => c.startsWith('ab-'))))
  expect(await shown()).toEqual([first])
})
