import * as yup from 'yup'
import { type FormKind, messages, requiredMessage } from './messages'
import { PHONE_PATTERN } from './phone'
import { storedTextMessage, storedTextProblem } from './stored-text'

/**
 * A form field as data: the browser form renders it (label, type, options) and `buildSchema`
 * turns the list into the form's yup schema, which formik uses in the browser and the forms host
 * uses on the server (docs/forms.md). Every field has a maximum length, so nothing
 * unbounded is stored.
 */
export type FieldType = 'text' | 'email' | 'tel' | 'integer' | 'textarea' | 'select'

export interface FieldOption {
  label: string
  value: string
}

export interface FieldSpec {
  name: string
  label: string
  type: FieldType
  required: boolean
  /** Maximum length in characters (SPEC 5.1 'Too long'). */
  maxLength: number
  minLength?: number
  /** For `integer` fields (SPEC 5.1 'Maximum is {max}', 'Must be at least {min}'). */
  minValue?: number
  maxValue?: number
  options?: readonly FieldOption[]
  placeholder?: string
  /** Property name in HubSpot; defaults to the lower-cased field name. */
  hubspotName?: string
  /**
   * The field is shown (and `required` applies) only while another field has this value, e.g. the
   * US state once the country is the United States (SPEC 3.9).
   */
  shownWhen?: { field: string; value: string }
}

/** Whether a field is shown for the current values (always, unless it has `shownWhen`). */
export function isShown(field: FieldSpec, values: Readonly<Record<string, unknown>>): boolean {
  return !field.shownWhen || values[field.shownWhen.field] === field.shownWhen.value
}

/** Turns '' (an empty input, as every form post sends it) into undefined. */
function emptyToUndefined(value: unknown, original: unknown): unknown {
  return typeof original === 'string' && original.trim() === '' ? undefined : value
}

/** A whole number as a person writes it: digits, perhaps a minus. yup alone would also read `0x10`, `1e3` and `1 0`. */
const WHOLE_NUMBER = /^-?\d+$/

/** Anything but a whole number's digits is not a number (the type error), whatever yup made of it. */
function wholeNumbersOnly(value: unknown, original: unknown): unknown {
  return typeof original === 'string' && original.trim() !== '' && !WHOLE_NUMBER.test(original.trim()) ? Number.NaN : value
}

function fieldSchema(field: FieldSpec, kind: FormKind): yup.Schema {
  const required = requiredMessage(kind)
  if (field.type === 'integer') {
    let schema = yup.number().transform(emptyToUndefined).transform(wholeNumbersOnly).typeError(messages.integer).integer(messages.integer)
    if (field.minValue !== undefined) schema = schema.min(field.minValue, messages.minValue(field.minValue))
    if (field.maxValue !== undefined) schema = schema.max(field.maxValue, messages.maxValue(field.maxValue))
    // Digits beyond the length limit are 'Too long' before they are a number.
    schema = schema.test('max-length', messages.maxLength, (_value, context) => {
      const original: unknown = context.originalValue
      return typeof original !== 'string' || original.length <= field.maxLength
    })
    return requiredUnlessHidden(schema, field, required)
  }
  let schema = yup
    .string()
    .transform(emptyToUndefined)
    .trim()
    .max(field.maxLength, messages.maxLength)
    .test('stored-text', (value, context) => {
      const problem = value === undefined ? undefined : storedTextProblem(value, field.type === 'textarea')
      return problem === undefined || context.createError({ message: storedTextMessage(field.label, problem) })
    })
  if (field.minLength !== undefined) schema = schema.min(field.minLength, messages.minLength(field.minLength))
  if (field.type === 'email') schema = schema.email(messages.email)
  if (field.type === 'tel') schema = schema.matches(PHONE_PATTERN, { message: messages.phone, excludeEmptyString: true })
  if (field.type === 'select' && field.options) {
    const values = field.options.map((o) => o.value)
    schema = schema.test('option', messages.option, (value) => value === undefined || values.includes(value))
  }
  return requiredUnlessHidden(schema, field, required)
}

function requiredUnlessHidden(schema: yup.Schema, field: FieldSpec, message: string): yup.Schema {
  // yup's base Schema declares optional() and required() as returning any.
  if (!field.required) return schema.optional() as yup.Schema
  const shownWhen = field.shownWhen
  if (!shownWhen) return schema.required(message) as yup.Schema
  return schema.when(shownWhen.field, {
    is: shownWhen.value,
    then: (shown: yup.Schema) => shown.required(message) as yup.Schema,
    otherwise: (hidden: yup.Schema) => hidden.optional() as yup.Schema,
  })
}

/** The yup schema of a list of fields; `kind` picks the required message (SPEC 5.1). */
export function buildSchema(fields: readonly FieldSpec[], kind: FormKind): yup.AnyObjectSchema {
  const shape: Record<string, yup.Schema> = {}
  for (const field of fields) shape[field.name] = fieldSchema(field, kind)
  return yup.object(shape)
}

/** formik's `initialValues`: every field empty. */
export function initialValues(fields: readonly FieldSpec[]): Record<string, string> {
  return Object.fromEntries(fields.map((f) => [f.name, '']))
}
