import type { FieldErrors, FormDefinition } from './index'
import { fieldRules } from './fields'

/**
 * A browser without JavaScript posts the form natively; the forms host answers an invalid post
 * with a 303 back to the page (docs/forms.md, "In the page"). Nothing the visitor typed goes
 * back into the page: the redirect names only the first invalid field and the rule it broke, and
 * the page holds a hidden hint per field and rule, shown by CSS `:target`.
 */

/** The id of the hint shown when `field` of `formId` broke `rule`. */
export function hintId(formId: string, field: string, rule: string): string {
  return `${formId}-${field}-${rule}`
}

/** A site path taken from the page URL a submission carries (`_url`), or undefined: never another host's. */
export function sitePath(pageUrl: unknown): string | undefined {
  if (typeof pageUrl !== 'string' || pageUrl === '') return undefined
  let path: string
  try {
    path = new URL(pageUrl, 'http://site.invalid').pathname
  } catch {
    return undefined
  }
  // The site's routes are lower-case paths (src/node/cms/validate.ts); anything else is not ours.
  return /^\/[a-z0-9/-]*$/.test(path) && !path.includes('//') ? path : undefined
}

/**
 * Where an invalid native post goes: the page it came from, `?invalid={field}#{hint}` for the
 * first invalid field in display order, the hint naming the rule of its first message. Undefined
 * when the page is unknown or no shown field is at fault (the caller sends `/error`, SPEC 4.5).
 */
export function invalidRedirect(form: FormDefinition, errors: FieldErrors, pageUrl: unknown): string | undefined {
  const path = sitePath(pageUrl)
  if (!path) return undefined
  const field = form.fields.find((f) => (errors[f.name]?.length ?? 0) > 0)
  if (!field) return undefined
  const first = errors[field.name]?.[0]
  const rule = fieldRules(field, form.kind).find((r) => r.message === first)?.ruleName ?? 'invalid'
  return `${path}?invalid=${encodeURIComponent(field.name)}#${hintId(form.id, field.name, rule)}`
}

/** SPEC 4.5 step 4: where a failed lead-form post goes unless its placement says otherwise. */
export const ERROR_REDIRECT_URL = '/error'

/**
 * SPEC 4.5 steps 3 and 4, per placement: a lead-form section may send the visitor to its own pages
 * after a success or a failure. The form posts them as hidden fields, so a browser without
 * JavaScript goes there too; the host takes only paths of this site (`sitePath`), never another
 * host, so it is no open redirect.
 */
export const REDIRECT_FIELDS = { success: '_redirect_url', error: '_error_redirect_url' } as const

/** A path of this site as the form wrote it (`/quote/thank-you`), never a URL or `//host`. */
function ownPath(value: unknown): string | undefined {
  return typeof value === 'string' && /^\/(?!\/)/.test(value) ? sitePath(value) : undefined
}

/** The placement's redirects a native post carried, each a path of this site or undefined. */
export function postedRedirects(raw: Record<string, unknown>): { success?: string; error?: string } {
  return { success: ownPath(raw[REDIRECT_FIELDS.success]), error: ownPath(raw[REDIRECT_FIELDS.error]) }
}
