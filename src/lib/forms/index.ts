import * as yup from 'yup'
import { contactForm } from './contact'
import type { FormDefinition, FormId } from './definition'
import { demoForm } from './demo'
import { footerNewsletterForm } from './footer-newsletter'
import { messages } from './messages'
import { quoteForm } from './quote'
import { resellersForm } from './resellers'

export type { FormDefinition, FormId } from './definition'

/** Every form the forms host accepts, by form id (SPEC 3.8 plus demo and contact). */
export const forms: Readonly<Record<FormId, FormDefinition>> = {
  quote: quoteForm,
  demo: demoForm,
  resellers: resellersForm,
  footerNewsletter: footerNewsletterForm,
  contact: contactForm,
}

export function findForm(id: string): FormDefinition | undefined {
  return Object.prototype.hasOwnProperty.call(forms, id) ? forms[id as FormId] : undefined
}

/** `{ field: [messages] }`, the body of a 422 answer. */
export type FieldErrors = Record<string, string[]>

export type Validation = { ok: true; values: Record<string, string> } | { ok: false; errors: FieldErrors }

/**
 * Validates a submission against the form's submission schema, on the server exactly as in the
 * browser. Returns the known fields as trimmed strings (empty ones left out), or every message
 * of every invalid field.
 */
export async function validateSubmission(form: FormDefinition, raw: Record<string, unknown>): Promise<Validation> {
  const errors: FieldErrors = {}
  const input: Record<string, unknown> = {}
  // Unknown fields are dropped, not reported: a newer browser form may send a field we ignore.
  const known = new Set(Object.keys(form.submissionSchema.fields))
  for (const [name, value] of Object.entries(raw)) {
    if (!known.has(name) || value === null || value === undefined) continue
    if (typeof value === 'object') errors[name] = [messages.text]
    // A parsed body's other values are JSON's numbers and booleans, read as the form posts them.
    else input[name] = typeof value === 'string' ? value : JSON.stringify(value)
  }
  try {
    const values = (await form.submissionSchema.validate(input, {
      abortEarly: false,
      stripUnknown: true,
    })) as Record<string, string | number | undefined>
    if (Object.keys(errors).length > 0) return { ok: false, errors }
    const out: Record<string, string> = {}
    for (const [name, value] of Object.entries(values)) {
      if (value !== undefined && value !== '') out[name] = String(value)
    }
    return { ok: true, values: out }
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error
    return { ok: false, errors: errorsByField(error, errors) }
  }
}

/** Every message of a failed validation (`abortEarly: false`), by field, each once and in the schema's order. */
function errorsByField(error: yup.ValidationError, into: FieldErrors = {}): FieldErrors {
  for (const inner of error.inner.length > 0 ? error.inner : [error]) {
    const path = inner.path ?? '_form'
    const list = (into[path] ??= [])
    for (const message of inner.errors) if (!list.includes(message)) list.push(message)
  }
  return into
}

/**
 * SPEC 5.4: the browser's validation gives every message of a field ('Must be at least 10
 * characters long' and 'Please fill in an email' together), as the server's does, not only the
 * first. Synchronous: the schemas have no asynchronous tests.
 */
export function fieldErrors(schema: yup.AnyObjectSchema, values: Record<string, unknown>): FieldErrors {
  try {
    schema.validateSync(values, { abortEarly: false })
    return {}
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error
    return errorsByField(error)
  }
}
