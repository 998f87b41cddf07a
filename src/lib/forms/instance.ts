/**
 * One placement of a form in a page. SPEC 9.4: element ids get a random suffix of 6 alphanumeric
 * characters, so a form placed twice on one page repeats no id. The suffix is drawn when the page's
 * HTML is rendered and written into the form as a hidden field; the browser reads it back from
 * there (src/components/forms/use-form-instance.ts), so the ids the server wrote and the ones the
 * live form uses are the same. A post without JavaScript carries it too, so the forms host's
 * redirect names this placement's hint (no-js.ts).
 */
export const INSTANCE_FIELD = '_form_instance'

/** SPEC 9.4: 6 alphanumeric characters. */
export const INSTANCE_PATTERN = /^[a-z0-9]{6}$/

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789'

export function randomInstance(random: () => number = Math.random): string {
  return Array.from({ length: 6 }, () => ALPHABET[Math.floor(random() * ALPHABET.length)]).join('')
}

/** The posted or carried suffix when it is one, else undefined (never a visitor's text in an id). */
export function instanceOf(value: unknown): string | undefined {
  return typeof value === 'string' && INSTANCE_PATTERN.test(value) ? value : undefined
}

/** The id prefix of a form's elements: its form id, then the placement's suffix. */
export function formDomId(formId: string, instance: string | undefined): string {
  return instance ? `${formId}-${instance}` : formId
}
