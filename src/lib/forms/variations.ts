/**
 * The A/B variations a submission carries (SPEC 4.7): the visitor's active variation of
 * every campaign, stored with each lead and sign-up as the site's own first-party record, and sent
 * on to HubSpot only when the visitor gave analytics consent (docs/consent.md, docs/experiments.md).
 */

/** The posted field: `campaign:variation` pairs, comma-separated (`homeHero:outcomes,pricingCta:demo`). */
export const VARIATIONS_FIELD = '_ab'
/** Posted as 'yes' when the visitor had accepted analytics cookies: only then do the variations leave the site. */
export const SHARE_VARIATIONS_FIELD = '_ab_share'
/** The HubSpot contact property the variations are forwarded as (create it in HubSpot, docs/experiments.md). */
export const HUBSPOT_VARIATIONS_PROPERTY = 'ab_variations'

const NAME = /^[A-Za-z0-9_-]{1,64}$/
/** At most this many campaigns are read from one submission; the rest is ignored. */
const MAX_CAMPAIGNS = 20

/** ES5 with no outside reference, as `activeVariations`: inlined in the A/B head script (postVariationsNatively). */
export function encodeVariations(active: Readonly<Record<string, string>>): string {
  var campaigns = Object.keys(active).sort()
  var pairs: string[] = []
  for (var i = 0; i < campaigns.length; i++) pairs.push(campaigns[i] + ':' + active[campaigns[i] as string])
  return pairs.join(',')
}

/** The pairs of a posted value; malformed pairs (and anything past MAX_CAMPAIGNS) are dropped, never an error. */
export function parseVariations(value: string | undefined): Record<string, string> {
  const out: Record<string, string> = {}
  for (const pair of (value ?? '').split(',').slice(0, MAX_CAMPAIGNS)) {
    const [campaign, variation, extra] = pair.split(':')
    if (extra === undefined && campaign && variation && NAME.test(campaign) && NAME.test(variation)) out[campaign] = variation
  }
  return out
}

/** The active variation of every campaign, from the head script's window API (none without it). ES5: inlined in the A/B head script. */
export function activeVariations(
  api: { campaigns: readonly { name: string }[]; get(campaign: string): string | undefined } | undefined,
): Record<string, string> {
  var out: Record<string, string> = {}
  var campaigns = api ? api.campaigns : []
  for (var i = 0; i < campaigns.length; i++) {
    var name = (campaigns[i] as { name: string }).name
    var variation = api ? api.get(name) : undefined
    if (variation) out[name] = variation
  }
  return out
}

/**
 * A lead or sign-up posted natively, before the page's code runs (docs/forms.md, "Loading"), carries
 * the visitor's variations as the code's post does: the A/B head script adds them to a form posting
 * to the forms host (`/forms/submit/`) at submit, once no handler has taken the submit over
 * (`defaultPrevented`: the form's code posts it itself), unless the form has the field already.
 * ES5 with no outside reference: inlined in the A/B head script (components/ab-testing/head-script.ts).
 */
export function postVariationsNatively(doc: Document, field: string, value: () => string): void {
  doc.addEventListener('submit', function (event) {
    var form = event.target as HTMLFormElement | null
    if (event.defaultPrevented || !form || form.tagName !== 'FORM') return
    if ((form.getAttribute('action') || '').indexOf('/forms/submit/') < 0 || form.elements.namedItem(field)) return
    var input = doc.createElement('input')
    input.type = 'hidden'
    input.name = field
    input.value = value()
    form.appendChild(input)
  })
}
