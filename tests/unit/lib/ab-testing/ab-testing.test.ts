import vm from 'node:vm'
import { abHeadScript } from '../../../../src/components/ab-testing/head-script'
import {
  abVariationCss,
  chooseVariation,
  firstVariationOnly,
  installAbTesting,
  isFirstVariation,
  type AbCampaign,
  type AbWindow,
} from '../../../../src/lib/ab-testing/ab-testing'

const KEY = 'threshold-ab-testing'
const homeHero: AbCampaign = {
  name: 'homeHero',
  variations: [
    { name: 'control', chance: 70 },
    { name: 'outcomes', chance: 30 },
  ],
}
const formTheme: AbCampaign = {
  name: 'hubspotFormTheme',
  variations: [
    { name: 'default', chance: 50 },
    { name: 'threshold', chance: 50 },
  ],
}
const CAMPAIGNS = [homeHero, formTheme]

/** mulberry32: a small seeded generator, so the statistical test gives the same draws every run. */
function seeded(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

describe('chooseVariation (SPEC 4.7, 9.5)', () => {
  it('takes the URL parameter first, when it names a variation', () => {
    expect(chooseVariation(homeHero, 'outcomes', 'control', 0)).toBe('outcomes')
  })

  it('then the stored variation, when it is one', () => {
    expect(chooseVariation(homeHero, null, 'outcomes', 0)).toBe('outcomes')
    expect(chooseVariation(homeHero, 'nonsense', 'outcomes', 0)).toBe('outcomes')
  })

  it('then a random pick weighted by chance / 100', () => {
    expect(chooseVariation(homeHero, undefined, undefined, 0)).toBe('control')
    expect(chooseVariation(homeHero, undefined, undefined, 0.6999)).toBe('control')
    expect(chooseVariation(homeHero, undefined, undefined, 0.7)).toBe('outcomes')
    expect(chooseVariation(homeHero, 'nonsense', { not: 'a name' }, 0.99)).toBe('outcomes')
  })

  it('then the first variation, when the chances add up to less than 100', () => {
    const partial: AbCampaign = {
      name: 'c',
      variations: [
        { name: 'a', chance: 10 },
        { name: 'b', chance: 10 },
      ],
    }
    expect(chooseVariation(partial, null, null, 0.15)).toBe('b')
    expect(chooseVariation(partial, null, null, 0.5)).toBe('a')
    expect(chooseVariation({ name: 'empty', variations: [] }, null, null, 0.5)).toBeUndefined()
  })

  it('draws each variation as often as its chance: 10,000 seeded draws within 2 percentage points', () => {
    // 2 points is over 4 standard deviations of a 10,000-draw proportion (at most 0.5 points),
    // and far under any mistake in the weighting (e.g. uniform picks would be 20 points off).
    const pricing: AbCampaign = {
      name: 'pricingCta',
      variations: [
        { name: 'quote', chance: 40 },
        { name: 'demo', chance: 40 },
        { name: 'calculator', chance: 20 },
      ],
    }
    for (const campaign of [homeHero, pricing]) {
      const random = seeded(20260115)
      const counts = new Map<string, number>()
      for (let i = 0; i < 10_000; i++) {
        const v = chooseVariation(campaign, null, null, random()) as string
        counts.set(v, (counts.get(v) ?? 0) + 1)
      }
      for (const { name, chance } of campaign.variations) {
        expect(Math.abs((counts.get(name) ?? 0) / 10_000 - chance / 100)).toBeLessThan(0.02)
      }
    }
  })
})

class FakeClassList {
  names: string[]
  constructor(names: string[]) {
    this.names = names
  }
  get length(): number {
    return this.names.length
  }
  item(i: number): string | null {
    return this.names[i] ?? null
  }
  add(name: string): void {
    if (!this.names.includes(name)) this.names.push(name)
  }
  remove(name: string): void {
    this.names = this.names.filter((n) => n !== name)
  }
}

interface Fake {
  win: AbWindow
  storage: Map<string, string>
  events: { campaign: string; variation: string }[]
  classes: FakeClassList
}

function fakeWindow(
  options: { search?: string; stored?: string; storageThrows?: boolean; random?: number; bodyClasses?: string[] } = {},
): Fake {
  const storage = new Map<string, string>()
  if (options.stored !== undefined) storage.set(KEY, options.stored)
  const events: { campaign: string; variation: string }[] = []
  const classes = new FakeClassList(options.bodyClasses ?? ['page', 'ab-old-x'])
  const fail = (): never => {
    throw new Error('SecurityError: storage disabled')
  }
  const win = {
    location: { search: options.search ?? '' },
    localStorage: {
      getItem: (k: string) => (options.storageThrows ? fail() : (storage.get(k) ?? null)),
      setItem: (k: string, v: string) => (options.storageThrows ? fail() : void storage.set(k, v)),
    },
    document: { body: { classList: classes as unknown as DOMTokenList } },
    dispatchEvent: (event: Event) => {
      events.push((event as CustomEvent<{ campaign: string; variation: string }>).detail)
      return true
    },
    CustomEvent,
    URLSearchParams,
    Math: { ...Math, random: () => options.random ?? 0 },
  } satisfies AbWindow
  return { win, storage, events, classes }
}

describe('installAbTesting (SPEC 4.7, 8)', () => {
  it('chooses in order URL, storage, random, saves the choices back and announces each', () => {
    const { win, storage, events } = fakeWindow({ search: '?ab-homeHero=outcomes', stored: '{"hubspotFormTheme":"threshold","gone":"x"}' })
    const ab = installAbTesting(win, CAMPAIGNS, KEY, chooseVariation)
    expect(ab.get('homeHero')).toBe('outcomes')
    expect(ab.get('hubspotFormTheme')).toBe('threshold')
    expect(ab.get('nope')).toBeUndefined()
    expect(JSON.parse(storage.get(KEY) as string)).toEqual({ homeHero: 'outcomes', hubspotFormTheme: 'threshold', gone: 'x' })
    expect(events).toEqual([
      { campaign: 'homeHero', variation: 'outcomes' },
      { campaign: 'hubspotFormTheme', variation: 'threshold' },
    ])
    expect(win.dataLayer).toEqual([
      { event: 'abtest', abtest_campaign: 'homeHero', abtest_variation: 'outcomes' },
      { event: 'abtest', abtest_campaign: 'hubspotFormTheme', abtest_variation: 'threshold' },
    ])
    expect(win.thresholdAb).toBe(ab)
  })

  it('replaces old ab- body classes with ab-{campaign}-{variation}', () => {
    const { win, classes } = fakeWindow({ random: 0.9 })
    installAbTesting(win, CAMPAIGNS, KEY, chooseVariation).apply()
    expect(classes.names).toEqual(['page', 'ab-homeHero-outcomes', 'ab-hubspotFormTheme-threshold'])
  })

  it.each([
    ['corrupt storage', { stored: '{not json' }],
    ['storage holding a list', { stored: '["homeHero"]' }],
    ['an unknown variation in the URL', { search: '?ab-homeHero=nonsense' }],
    ['storage that throws (private browsing)', { storageThrows: true }],
  ])('falls back without an error on %s', (_, options) => {
    const { win, events } = fakeWindow({ ...options, random: 0.1 })
    const ab = installAbTesting(win, CAMPAIGNS, KEY, chooseVariation)
    expect(ab.get('homeHero')).toBe('control')
    expect(events).toHaveLength(2)
  })

  it('sets a variation by hand: saved, body class, events again; unknown names rejected (SPEC 5.8, 8)', () => {
    const { win, storage, events, classes } = fakeWindow({ random: 0.1 })
    const ab = installAbTesting(win, CAMPAIGNS, KEY, chooseVariation)
    ab.apply()
    const listener = jest.fn()
    const unsubscribe = ab.subscribe(listener)
    ab.set('homeHero', 'outcomes')
    expect(ab.get('homeHero')).toBe('outcomes')
    expect((JSON.parse(storage.get(KEY) as string) as Record<string, string>).homeHero).toBe('outcomes')
    expect(classes.names).toContain('ab-homeHero-outcomes')
    expect(classes.names).not.toContain('ab-homeHero-control')
    expect(events.at(-1)).toEqual({ campaign: 'homeHero', variation: 'outcomes' })
    expect(win.dataLayer?.at(-1)).toEqual({ event: 'abtest', abtest_campaign: 'homeHero', abtest_variation: 'outcomes' })
    expect(listener).toHaveBeenCalledTimes(1)
    unsubscribe()
    ab.set('homeHero', 'control')
    expect(listener).toHaveBeenCalledTimes(1)
    expect(() => ab.set('nope', 'x')).toThrow('Campaign nope not found')
    expect(() => ab.set('homeHero', 'threshold')).toThrow('Incorrect variation threshold for campaign homeHero')
  })
})

describe('the A/B head script', () => {
  it('is the same code, inlined with the campaigns: it chooses, saves and installs the window API', () => {
    const { win, storage, events } = fakeWindow({ search: '?ab-hubspotFormTheme=threshold', random: 0.95 })
    const listeners: Record<string, (event: unknown) => void> = {}
    const document = {
      addEventListener: (type: string, listener: (event: unknown) => void) => (listeners[type] = listener),
      createElement: () => ({}),
    }
    vm.runInNewContext(abHeadScript(CAMPAIGNS), { window: win, document })
    expect(win.thresholdAb?.get('homeHero')).toBe('outcomes')
    expect(win.thresholdAb?.get('hubspotFormTheme')).toBe('threshold')
    expect(JSON.parse(storage.get(KEY) as string)).toEqual({ homeHero: 'outcomes', hubspotFormTheme: 'threshold' })
    expect(events).toHaveLength(2)
    expect(() => win.thresholdAb?.set('homeHero', 'x')).toThrow('Incorrect variation x for campaign homeHero')

    // A form posted natively to the forms host gets the variations (postVariationsNatively, forms/variations.ts).
    const appended: unknown[] = []
    const form = {
      tagName: 'FORM',
      getAttribute: () => '/api/threshold/forms/submit/footerNewsletter',
      elements: { namedItem: () => null },
      appendChild: (child: unknown) => appended.push(child),
    }
    listeners.submit?.({ defaultPrevented: false, target: form })
    expect(appended).toEqual([{ type: 'hidden', name: '_ab', value: 'homeHero:outcomes,hubspotFormTheme:threshold' }])
  })

  it('cannot be closed by a campaign name', () => {
    expect(abHeadScript([{ name: '</script><b>', variations: [] }])).not.toContain('</script>')
  })
})

describe('abVariationCss (SPEC 4.7: every variation in the HTML, CSS shows the active one)', () => {
  it('shows the first variation without a body class, and the body class’s variation otherwise', () => {
    const css = abVariationCss([homeHero])
    expect(css.split('\n')).toEqual([
      '[data-ab-campaign]{display:contents}',
      '[data-ab-campaign="homeHero"][data-ab-variation="outcomes"]{display:none}',
      'body.ab-homeHero-outcomes [data-ab-campaign="homeHero"][data-ab-variation="outcomes"]{display:contents}',
      'body.ab-homeHero-outcomes [data-ab-campaign="homeHero"][data-ab-variation="control"]{display:none}',
    ])
  })
})

// SPEC 4.7 step 4: readers of one version (search records, SEO) get the first variation.
describe('firstVariationOnly', () => {
  const campaigns = [
    {
      name: 'pricingCta',
      variations: [
        { name: 'quote', chance: 40 },
        { name: 'demo', chance: 40 },
        { name: 'calculator', chance: 20 },
      ],
    },
  ]
  const item = (id: string, ab?: { campaign: string; variation: string }) => ({ id, ...(ab ? { ab } : {}) })

  it("keeps untagged content and the campaign's first variation, in order", () => {
    const items = [
      item('a'),
      item('demo', { campaign: 'pricingCta', variation: 'demo' }),
      item('quote', { campaign: 'pricingCta', variation: 'quote' }),
      item('z'),
    ]
    expect(firstVariationOnly(items, campaigns).map((i) => i.id)).toEqual(['a', 'quote', 'z'])
  })

  it('for a campaign it is not given, keeps the first variation tagged in the list', () => {
    const items = [
      item('x1', { campaign: 'other', variation: 'x' }),
      item('y1', { campaign: 'other', variation: 'y' }),
      item('x2', { campaign: 'other', variation: 'x' }),
    ]
    expect(firstVariationOnly(items, campaigns).map((i) => i.id)).toEqual(['x1', 'x2'])
  })

  it('isFirstVariation: true for untagged content', () => {
    expect(isFirstVariation({}, [], campaigns)).toBe(true)
    expect(isFirstVariation({ ab: null }, [], campaigns)).toBe(true)
  })
})
