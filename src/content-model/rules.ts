/**
 * The content rules of the SPEC that are more than "required" or "one of a list", as pure
 * functions of a stored value. The Studio runs them as custom validation (studio/schema-types)
 * and the build runs them in its validation (validate.ts), so both give one verdict with one
 * message. A rule names the field it faults by a path relative to the value it checks.
 */
import { checkImageId, ImageIdError } from '../lib/media/cloudinary'
import { CODE_ROUTES } from '../lib/navigation/code-routes'
import { redirectPathProblem } from '../lib/navigation/redirects'
import { forms, type FormId } from '../lib/forms'
import { hubspotFormIdProblem } from '../lib/forms/hubspot-embed'
import { ERROR_REDIRECT_URL } from '../lib/forms/no-js'
import { buildSeo, SeoError } from '../lib/seo/seo'
import { seoInputOf, type SeoSource } from '../lib/seo/seo-input'
import { parseVideoUrl } from '../lib/media/video'
import { certificationExpiryProblem, todayIso } from '../lib/content/company-facts'

/**
 * What a rule may ask of the other documents. The build answers from the documents it read, the
 * Studio from its dataset (studio/lookup.ts); both leave drafts out.
 */
export interface ContentLookup {
  /** The `_type` of the document with this id, or undefined when there is none. */
  typeOf(id: string): Promise<string | undefined>
  /** The `href` of the document with this id, when it has one (a page). */
  hrefOf(id: string): Promise<string | undefined>
  /** The ids of the documents, other than `exceptId`, whose href is `href`. */
  hrefOwners(href: string, exceptId: string): Promise<string[]>
  /** SPEC 4.7: the variation names of the A/B campaign of this name, or undefined when there is none. */
  campaignVariations(name: string): Promise<string[] | undefined>
}

export interface RuleContext {
  /** The whole document, as stored. */
  document: Record<string, unknown>
  /** The object that holds the value. */
  parent: Record<string, unknown> | undefined
  lookup: ContentLookup
}

export type RulePath = readonly (string | number)[]
export interface RuleProblem {
  /** Where, below the checked value; the value itself when empty. */
  path: RulePath
  message: string
}

type Rule = (value: unknown, context: RuleContext) => RuleProblem[] | Promise<RuleProblem[]>

const problem = (message: string, path: RulePath = []): RuleProblem[] => [{ path, message }]
const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value)

/**
 * A route is a path without a trailing slash (the site's policy, see gatsby-config), lower case,
 * without query string, fragment or spaces. '/' is the home page.
 */
export function routeProblem(href: unknown): string | undefined {
  if (typeof href !== 'string') return 'must be a string'
  if (href === '/') return undefined
  if (!/^(\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/.test(href)) {
    return `"${href}" must be a lower-case path like /blog/my-post: slash first, no trailing slash, query or spaces`
  }
  return undefined
}

/** Whether a path of this site is a page: a document's route or one served from code. */
async function isPage(path: string, lookup: ContentLookup): Promise<boolean> {
  return CODE_ROUTES.includes(path) || (await lookup.hrefOwners(path, '')).length > 0
}

/**
 * SPEC 2.18: a link inside the site follows the route policy, with a query string or fragment
 * allowed after the path, and leads to a page.
 */
async function internalLinkProblems(href: string, lookup: ContentLookup): Promise<RuleProblem[]> {
  const path = href.replace(/[?#].*$/, '')
  const format = routeProblem(path)
  if (format) return problem(format)
  return (await isPage(path, lookup)) ? [] : problem(`links to "${href}", which is neither a document nor a code route`)
}

/**
 * SPEC 4.5 steps 3 and 4: a lead form's redirect, its placement's or the form's default, is a page
 * of this site, so a lead never lands on a 404 (a thank-you page unpublished, say). Only routes of
 * this site: the form posts them for browsers without JavaScript, and the host follows no other host.
 */
async function redirectProblems(url: unknown, fallback: string, what: string, lookup: ContentLookup): Promise<RuleProblem[]> {
  if (url === undefined || url === null || url === '') {
    return (await isPage(fallback, lookup))
      ? []
      : problem(`${what} "${fallback}" is not a page of the site: publish it, or set another page here`)
  }
  if (typeof url !== 'string' || !url.startsWith('/')) return problem('must be a route of this site, like /quote/thank-you')
  return internalLinkProblems(url, lookup)
}

/** The published id of a document, so a draft and its published version count as one. */
const publishedId = (id: unknown): string => String(id).replace(/^drafts\./, '')

export const RULES = {
  /** A page document's own route: the policy above, not a route served from code, and its own. */
  async pageRoute(href, { document, lookup }) {
    const format = routeProblem(href)
    if (format) return problem(format)
    if (CODE_ROUTES.includes(href as string)) return problem(`"${String(href)}" is a route the site serves from code`)
    const others = await lookup.hrefOwners(href as string, publishedId(document._id))
    return others.length > 0 ? problem(`"${String(href)}" is also the href of document "${others[0]}"; each page needs its own href`) : []
  },

  /** SPEC 2.18: an internal link (a button, a menu entry, a rich-text link) leads to a page of the site. */
  linkHref(href, { lookup }) {
    return typeof href === 'string' && href.startsWith('/') ? internalLinkProblems(href, lookup) : []
  },

  /**
   * A redirect's old address: a path of the site, not one a page serves (the page would answer
   * first). Loops, chains and targets are checked across all redirects (validate.ts).
   */
  async redirectFrom(from, { lookup }) {
    const format = redirectPathProblem(from, 'from')
    if (format) return problem(format)
    return (await isPage(from as string, lookup))
      ? problem(`"${String(from)}" is a page the site serves; a redirect from it would never apply`)
      : []
  },

  /** A redirect's target: a path (with the placeholders of its `from`) or an https address. */
  redirectTo(to, { document }) {
    const format = redirectPathProblem(to, 'to', document.from)
    return format ? problem(format) : []
  },

  /** SPEC 4.5 step 3: the page after a lead form's success. */
  successRedirect(url, { parent, lookup }) {
    const form = forms[parent?.formId as FormId] as (typeof forms)[FormId] | undefined
    // A form id outside the list is the formId field's own problem.
    return form ? redirectProblems(url, form.thankYouPath, `the ${form.id} form's thank-you page`, lookup) : []
  },

  /** SPEC 4.5 step 4: the page after a lead form's failure. */
  errorRedirect(url, { lookup }) {
    return redirectProblems(url, ERROR_REDIRECT_URL, 'the error page', lookup)
  },

  /** SPEC 5.7: an image's Cloudinary id is a non-empty string. */
  imageId(id) {
    if (id === undefined) return []
    try {
      checkImageId(id)
      return []
    } catch (err) {
      if (!(err instanceof ImageIdError)) throw err
      return problem(err.message)
    }
  },

  /** Every image has alt text (WCAG 1.1.1), so no page shows an image a screen reader cannot name. */
  altText(alt, { parent }) {
    if (parent?.asset === undefined) return []
    return typeof alt === 'string' && alt.trim() ? [] : problem('every image needs alt text')
  },

  /** SPEC 3.2, 5.6: the page's metadata, fallbacks applied, holds strings where the SPEC says. */
  pageSeo(_seo, { document }) {
    if (typeof document.href !== 'string' || document.heading === undefined) return []
    try {
      buildSeo(seoInputOf(document as unknown as SeoSource, '', null))
      return []
    } catch (err) {
      if (!(err instanceof SeoError)) throw err
      return problem(err.message, [err.key])
    }
  },

  /** SPEC 3.5, 5.7: a video URL belongs to one of the two supported video hosts. */
  videoUrl(url) {
    if (url === undefined) return []
    return typeof url === 'string' && parseVideoUrl(url) ? [] : problem('must be a YouTube or Vimeo video URL')
  },

  /** An embedded HubSpot form, block or section (SPEC 4.6, 7.9): its form id is a HubSpot form GUID. */
  hubspotFormId(formId) {
    const message = hubspotFormIdProblem(formId)
    return message ? problem(message) : []
  },

  /** A pricing section highlights exactly one plan. */
  oneHighlightedPlan(plans) {
    if (!Array.isArray(plans) || plans.length === 0) return []
    const highlighted = plans.filter((plan) => isObject(plan) && plan.highlighted === true).length
    return highlighted === 1 ? [] : problem(`must highlight exactly one plan (found ${highlighted})`)
  },

  /** A comparison table's rows hold one value per column. */
  rowsMatchColumns(rows, { parent }) {
    if (!Array.isArray(rows) || !Array.isArray(parent?.columns)) return []
    const width = parent.columns.length
    return rows.flatMap((row, r) =>
      isObject(row) && Array.isArray(row.values) && row.values.length === width
        ? []
        : problem(`must hold ${width} values, one per column`, [r, 'values']),
    )
  },

  /** SPEC 4.7, 9.5: a variation's chance is a percentage. */
  percentage(chance) {
    return typeof chance === 'number' && chance >= 0 && chance <= 100 ? [] : problem('must be a percentage between 0 and 100')
  },

  /** SPEC 4.7, 9.5: a campaign's chances are percentages of every visitor, so they add up to 100. */
  chancesSumTo100(variations) {
    if (!Array.isArray(variations) || variations.length === 0) return []
    const chances = variations.map((v) => (isObject(v) ? v.chance : undefined))
    if (!chances.every((c) => typeof c === 'number')) return []
    const sum = chances.reduce((a, b) => a + b, 0)
    return sum === 100 ? [] : problem(`the chances add up to ${sum}; they must add up to 100`)
  },

  /**
   * SPEC 1, 4.7: a section's or block's A/B tag names a campaign that exists and one of that
   * campaign's variations, so no variation is shown to nobody and none to every visitor.
   */
  async abVariationOfCampaign(tag, { lookup }) {
    if (!isObject(tag) || typeof tag.campaign !== 'string' || tag.campaign === '') return []
    const variations = await lookup.campaignVariations(tag.campaign)
    if (!variations) return problem(`names the campaign "${tag.campaign}", which is not an A/B campaign document`, ['campaign'])
    if (typeof tag.variation !== 'string' || tag.variation === '' || variations.includes(tag.variation)) return []
    return problem(`"${tag.variation}" is not a variation of the campaign "${tag.campaign}" (${variations.join(', ')})`, ['variation'])
  },

  /**
   * SPEC 2.2 Reading A, 3.7: a popup item holds topics (its popup's content); a link, cta or
   * cta_mobile item has a link, so no item of the classic navigation leads nowhere.
   */
  classicNavItems(items) {
    if (!Array.isArray(items)) return []
    return items.flatMap((item, i) => {
      if (!isObject(item)) return []
      if (item.type === 'popup')
        return Array.isArray(item.topics) && item.topics.length > 0 ? [] : problem('a popup item needs topics', [i, 'topics'])
      const linked = ['link', 'cta', 'cta_mobile'].includes(item.type as string)
      return !linked || isObject(item.link) ? [] : problem(`a ${String(item.type)} item needs a link`, [i, 'link'])
    })
  },

  /** The trust centre never shows an expired certification as current (checked on the day of the build). */
  certificationNotExpired(expiresOn, { parent }) {
    const found = certificationExpiryProblem({ expiresOn, current: parent?.current }, todayIso())
    return found?.level === 'error' ? problem(found.message) : []
  },

  /** SPEC 2.10: an internal link in rich text points to a document that has a page. */
  async internalLinkHasPage(reference, { lookup }) {
    const ref = isObject(reference) ? reference._ref : undefined
    if (typeof ref !== 'string') return []
    return typeof (await lookup.hrefOf(ref)) === 'string' ? [] : problem('must point to a document that has a page (an href)')
  },
} satisfies Record<string, Rule>

export type RuleName = keyof typeof RULES

/**
 * Checks that warn an editor without stopping the build: the Studio shows them beside the field.
 * The same words as the rules', from the same functions.
 */
export const WARNINGS = {
  /** The trust centre: a certification shown as current that expires within 30 days. */
  certificationExpiringSoon(expiresOn, { parent }) {
    const found = certificationExpiryProblem({ expiresOn, current: parent?.current }, todayIso())
    return found?.level === 'warning' ? problem(found.message) : []
  },
} satisfies Record<string, Rule>

export type WarningName = keyof typeof WARNINGS

/** SPEC 7.2: a reference points to an existing document of one of the types its field allows. */
export async function referenceProblems(value: unknown, to: readonly string[], lookup: ContentLookup): Promise<RuleProblem[]> {
  const ref = isObject(value) ? value._ref : undefined
  if (typeof ref !== 'string') return problem('must be a reference: { _type: "reference", _ref: "<document id>" }')
  const type = await lookup.typeOf(ref)
  if (!type) return problem(`refers to "${ref}", which does not exist`)
  return to.includes(type) ? [] : problem(`refers to "${ref}" of type ${type}; expected type ${to.join(' or ')}`)
}
