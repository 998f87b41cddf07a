/**
 * A/B testing (SPEC 4.7, 5.8, 8, 9.5).
 *
 * The selection runs once per page load in an inline head script (see
 * src/components/ab-testing/head-script.ts), before the first paint, and React reads its result
 * through the window API that script installs. There is one implementation: the head script is
 * these two functions' own source, so `chooseVariation` and `installAbTesting` are written in ES5,
 * without imports, helpers or references to anything outside themselves.
 */

export interface AbVariation {
  name: string
  /** SPEC 3.6: a percentage. */
  chance: number
}

export interface AbCampaign {
  name: string
  variations: readonly AbVariation[]
}

/** The window API of the A/B testing (`window.thresholdAb`). */
export interface AbTestingApi {
  campaigns: readonly AbCampaign[]
  /** The active variation of a campaign, or undefined for an unknown campaign. */
  get(campaign: string): string | undefined
  /** Sets a variation by hand (SPEC 4.7); throws the SPEC 8 errors for an unknown campaign or variation. */
  set(campaign: string, variation: string): void
  /** Puts the `ab-{campaign}-{variation}` classes on the body, removing other `ab-` classes. */
  apply(): void
  /** Calls `listener` after every manual set; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void
}

export type ChooseVariation = typeof chooseVariation

/**
 * SPEC 4.7: the variation of `campaign`, in this order: the URL parameter's value if it names one
 * of its variations; else the stored one, likewise; else a random pick weighted by chance
 * (SPEC 9.5: the CMS percentage / 100), with `random` in [0, 1); else (chances adding up to less
 * than 100) the first variation. Undefined only for a campaign without variations.
 */
export function chooseVariation(
  campaign: AbCampaign,
  fromUrl: string | null | undefined,
  fromStorage: unknown,
  random: number,
): string | undefined {
  var variations = campaign.variations
  var named = function (value: unknown): boolean {
    for (var i = 0; i < variations.length; i++) if ((variations[i] as AbVariation).name === value) return true
    return false
  }
  if (named(fromUrl)) return fromUrl as string
  if (named(fromStorage)) return fromStorage as string
  var threshold = 0
  for (var j = 0; j < variations.length; j++) {
    threshold += (variations[j] as AbVariation).chance / 100
    if (random < threshold) return (variations[j] as AbVariation).name
  }
  return variations.length > 0 ? (variations[0] as AbVariation).name : undefined
}

/** The minimal window the A/B code uses, so unit tests can hand it a fake. */
export interface AbWindow {
  location: { search: string }
  localStorage: Pick<Storage, 'getItem' | 'setItem'>
  document: { body: { classList: DOMTokenList } | null }
  dataLayer?: unknown[]
  dispatchEvent(event: Event): boolean
  CustomEvent: typeof CustomEvent
  URLSearchParams: typeof URLSearchParams
  Math: Math
  thresholdAb?: AbTestingApi
}

/**
 * Chooses every campaign's variation (SPEC 4.7), saves the choices to local storage under
 * `storageKey`, fires a `variationSelect` event (detail `{ campaign, variation }`) on the window and
 * pushes an `abtest` event to the dataLayer for each, and installs the API as `win.thresholdAb`.
 * The body classes are applied by `apply()`, since the head has no body yet. Failures reading or
 * writing storage or parsing the URL are ignored (SPEC 8); so is an event that cannot be fired.
 */
export function installAbTesting(
  win: AbWindow,
  campaigns: readonly AbCampaign[],
  storageKey: string,
  choose: ChooseVariation,
): AbTestingApi {
  var active: Record<string, string> = {}
  var listeners: (() => void)[] = []
  var stored: Record<string, unknown> = {}
  try {
    var parsed: unknown = JSON.parse(win.localStorage.getItem(storageKey) || '{}')
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) stored = parsed as Record<string, unknown>
  } catch (e) {
    /* Storage that throws (private browsing) or holds something else than a JSON map: ignored. */
  }
  var params: URLSearchParams | null = null
  try {
    params = new win.URLSearchParams(win.location.search)
  } catch (e) {
    /* An unreadable query string: ignored. */
  }

  function save(): void {
    var map: Record<string, unknown> = {}
    var key: string
    for (key in stored) if (Object.prototype.hasOwnProperty.call(stored, key)) map[key] = stored[key]
    for (key in active) if (Object.prototype.hasOwnProperty.call(active, key)) map[key] = active[key]
    try {
      win.localStorage.setItem(storageKey, JSON.stringify(map))
    } catch (e) {
      /* Storage that cannot be written: the choice lasts for this page only. */
    }
  }

  function announce(campaign: string, variation: string): void {
    win.dataLayer = win.dataLayer || []
    win.dataLayer.push({ event: 'abtest', abtest_campaign: campaign, abtest_variation: variation })
    try {
      win.dispatchEvent(new win.CustomEvent('variationSelect', { detail: { campaign: campaign, variation: variation } }))
    } catch (e) {
      /* An environment without CustomEvent: the dataLayer event is still there. */
    }
  }

  function apply(): void {
    var body = win.document.body
    if (!body) return
    var old: string[] = []
    for (var i = 0; i < body.classList.length; i++) {
      var name = body.classList.item(i) as string
      if (name.indexOf('ab-') === 0) old.push(name)
    }
    for (var j = 0; j < old.length; j++) body.classList.remove(old[j] as string)
    for (var campaign in active)
      if (Object.prototype.hasOwnProperty.call(active, campaign)) body.classList.add('ab-' + campaign + '-' + active[campaign])
  }

  function find(name: string): AbCampaign | null {
    for (var i = 0; i < campaigns.length; i++) if ((campaigns[i] as AbCampaign).name === name) return campaigns[i] as AbCampaign
    return null
  }

  for (var i = 0; i < campaigns.length; i++) {
    var campaign = campaigns[i] as AbCampaign
    var fromUrl: string | null = null
    try {
      fromUrl = params ? params.get('ab-' + campaign.name) : null
    } catch (e) {
      /* ignored, as above */
    }
    var variation = choose(campaign, fromUrl, stored[campaign.name], win.Math.random())
    if (variation !== undefined) active[campaign.name] = variation
  }
  save()
  for (var c in active) if (Object.prototype.hasOwnProperty.call(active, c)) announce(c, active[c] as string)

  var api: AbTestingApi = {
    campaigns: campaigns,
    get: function (name) {
      return Object.prototype.hasOwnProperty.call(active, name) ? active[name] : undefined
    },
    set: function (name, variation) {
      var campaign = find(name)
      if (!campaign) throw new Error('Campaign ' + name + ' not found')
      var known = false
      for (var v = 0; v < campaign.variations.length; v++) if ((campaign.variations[v] as AbVariation).name === variation) known = true
      if (!known) throw new Error('Incorrect variation ' + variation + ' for campaign ' + name)
      active[name] = variation
      save()
      apply()
      announce(name, variation)
      for (var k = 0; k < listeners.length; k++) (listeners[k] as () => void)()
    },
    apply: apply,
    subscribe: function (listener) {
      listeners.push(listener)
      return function () {
        listeners = listeners.filter(function (l) {
          return l !== listener
        })
      }
    },
  }
  win.thresholdAb = api
  return api
}

/**
 * The stylesheet that shows one variation of each campaign (SPEC 4.7): every variation is in the HTML
 * inside `[data-ab-campaign][data-ab-variation]`; without an `ab-{campaign}-…` body class (no
 * script) the first variation shows, otherwise the body class's. Nothing is hidden by script and
 * nothing waits for it, so no variation ever flashes.
 */
export function abVariationCss(campaigns: readonly AbCampaign[]): string {
  const attr = (campaign: string, variation: string): string =>
    `[data-ab-campaign="${cssString(campaign)}"][data-ab-variation="${cssString(variation)}"]`
  const rules = ['[data-ab-campaign]{display:contents}']
  for (const { name, variations } of campaigns) {
    const [first, ...others] = variations
    if (!first) continue
    for (const other of others) {
      const bodyClass = `body.${cssIdent(`ab-${name}-${other.name}`)}`
      rules.push(`${attr(name, other.name)}{display:none}`)
      rules.push(`${bodyClass} ${attr(name, other.name)}{display:contents}`)
      rules.push(`${bodyClass} ${attr(name, first.name)}{display:none}`)
    }
  }
  return rules.join('\n')
}

function cssString(value: string): string {
  return value.replace(/["\\]/g, '\\$&').replace(/[\n\r\f]/g, ' ')
}

function cssIdent(value: string): string {
  return value.replace(/[^a-zA-Z0-9_-]/g, (ch) => `\\${ch}`)
}

/** Content that may be tagged as one variation of a campaign (a section or body block's `ab`). */
export interface MaybeVariation {
  ab?: { campaign: string; variation: string } | null
}

/**
 * Whether tagged content is what a visitor without a choice sees (SPEC 4.7 step 4: the first
 * variation): the tag names its campaign's first variation, or, for a campaign not in
 * `campaigns`, the first variation tagged among `siblings`. Untagged content always is.
 */
export function isFirstVariation(item: MaybeVariation, siblings: readonly MaybeVariation[], campaigns: readonly AbCampaign[]): boolean {
  const tag = item.ab
  if (!tag) return true
  const campaign = campaigns.find((c) => c.name === tag.campaign)
  const first = campaign ? campaign.variations[0]?.name : siblings.find((s) => s.ab?.campaign === tag.campaign)?.ab?.variation
  return tag.variation === first
}

/**
 * The content a single-version reader gets (search records, SEO): every variation of the first
 * variation and everything untagged, so no record shows two versions (SPEC 4.7).
 */
export function firstVariationOnly<T>(items: readonly T[], campaigns: readonly AbCampaign[]): T[] {
  const tagged = items as readonly MaybeVariation[]
  return items.filter((item) => !item || typeof item !== 'object' || isFirstVariation(item as MaybeVariation, tagged, campaigns))
}
