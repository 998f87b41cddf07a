import type { FieldOption, FieldSpec } from './fields'
import { storedTextProblem } from './stored-text'

/** SPEC 9.4: the browser shows at most this many smart fields unless told otherwise. */
export const DEFAULT_SMART_FIELDS_MAX = 2

/** A progressive (smart) field as the server returns it (SPEC 3.8, 7.8). */
export interface SmartField {
  fieldType: 'text' | 'select' | 'number' | 'textarea'
  label: string
  name: string
  options: FieldOption[]
  placeholder: string
  required: boolean
  /** Maximum length, so the submission schema bounds the answer (not sent to the browser). */
  maxLength: number
}

export type SmartFieldAnswer = Omit<SmartField, 'maxLength'>

/**
 * The form's progressive fields this visitor has not answered yet, first `max` of them
 * (SPEC 5.3, 7.8): a visitor who told us their industry last time is asked something new.
 */
export function pendingSmartFields(
  fields: readonly SmartField[],
  answered: ReadonlySet<string>,
  max: number = DEFAULT_SMART_FIELDS_MAX,
): SmartFieldAnswer[] {
  return fields
    .filter((f) => !answered.has(f.name))
    .slice(0, Math.max(0, max))
    .map(({ maxLength: _maxLength, ...answer }) => answer)
}

/**
 * The `max` query parameter: a whole number from 0 to 20, else the default (SPEC 9.4).
 * Returns null when the value is given but is not such a number.
 */
export function parseSmartFieldsMax(value: string | undefined): number | null {
  if (value === undefined || value === '') return DEFAULT_SMART_FIELDS_MAX
  if (!/^\d{1,2}$/.test(value)) return null
  const max = Number(value)
  return max <= 20 ? max : null
}

/**
 * Reads the tracking cookie value from `X-Custom-Data: hutk=…` (SPEC 7.8); '' when absent, null
 * when the value is malformed: a broken percent-escape, or text the site cannot store or look up
 * (stored-text.ts).
 */
export function hutkFromCustomData(header: string | undefined): string | null {
  if (!header) return ''
  for (const part of header.split(/[;&]/)) {
    const [key, ...rest] = part.trim().split('=')
    if (key !== 'hutk') continue
    let hutk: string
    try {
      hutk = decodeURIComponent(rest.join('='))
    } catch {
      return null
    }
    return storedTextProblem(hutk, false) === undefined ? hutk.trim().slice(0, 200) : null
  }
  return ''
}

/** The 400 message of a malformed `X-Custom-Data` header. */
export const CUSTOM_DATA_MESSAGE = 'Must be hutk= and the tracking cookie, percent-encoded'

/**
 * Smart fields as submission fields: optional on the server (which of them a visitor saw depends
 * on earlier visits), but bounded. The browser makes the shown ones required with 'Required.'
 * (SPEC 5.1, 5.3) through `buildSchema(smartFieldsAsSpecs(shown, true), 'generic')`.
 */
export function smartFieldsAsSpecs(fields: readonly SmartField[], asShown = false): FieldSpec[] {
  return fields.map((f) => ({
    name: f.name,
    label: f.label,
    type: f.fieldType === 'number' ? 'integer' : f.fieldType,
    required: asShown && f.required,
    maxLength: f.maxLength,
    options: f.fieldType === 'select' ? f.options : undefined,
    placeholder: f.placeholder,
  }))
}

/** The length the browser allows a smart field when the server did not say (it bounds them itself). */
const SMART_FIELD_MAX_LENGTH = 200
const SMART_FIELD_TYPES: ReadonlySet<string> = new Set(['text', 'select', 'number', 'textarea'])

/**
 * The smart-fields answer as the fields the browser shows (SPEC 3.8, 5.3, 7.8): fieldType
 * becomes the type; label, name and options are kept; selects get the placeholder 'Select...';
 * a field the server marks required gets the 'required' rule (with 'Required.', SPEC 5.1). Only
 * the first `max` are used; an entry that is not such a field is skipped.
 */
export function smartFieldsFromAnswer(answer: unknown, max: number = DEFAULT_SMART_FIELDS_MAX): FieldSpec[] {
  if (!Array.isArray(answer)) return []
  const fields: SmartField[] = []
  for (const entry of answer.slice(0, Math.max(0, max))) {
    const f = entry as Partial<Record<keyof SmartFieldAnswer, unknown>> | null
    if (!f || typeof f.name !== 'string' || !/^[A-Za-z][A-Za-z0-9_]{0,63}$/.test(f.name)) continue
    if (typeof f.fieldType !== 'string' || !SMART_FIELD_TYPES.has(f.fieldType)) continue
    const options = Array.isArray(f.options)
      ? f.options.filter(
          (o: Partial<Record<keyof FieldOption, unknown>> | null): o is FieldOption =>
            typeof o?.label === 'string' && typeof o?.value === 'string',
        )
      : []
    fields.push({
      fieldType: f.fieldType as SmartField['fieldType'],
      name: f.name,
      label: typeof f.label === 'string' && f.label ? f.label : f.name,
      options,
      placeholder: f.fieldType === 'select' ? 'Select...' : typeof f.placeholder === 'string' ? f.placeholder : '',
      required: f.required === true,
      maxLength: SMART_FIELD_MAX_LENGTH,
    })
  }
  return smartFieldsAsSpecs(fields, true)
}
