import type { FieldSpec } from './fields'
import { type FormKind, messages, requiredMessage } from './messages'

// Apart from fields.ts (which builds the yup schemas), so a form that only draws its labels (the
// footer newsletter, on every page) does not bring yup into the page's JavaScript.

/** A rule of a field and its SPEC 5.1 message, named as the form field context names them (SPEC 3.8). */
export interface FieldRuleMessage {
  ruleName: 'required' | 'email' | 'phone' | 'integer' | 'max' | 'min' | 'max_value' | 'min_value' | 'option'
  message: string
}

/**
 * Every rule a field has and the message it fails with, in the order the schema checks them: the
 * label's '*' (SPEC 5.4) and the no-JavaScript hints (docs/forms.md, "In the page") come from it.
 */
export function fieldRules(field: FieldSpec, kind: FormKind): FieldRuleMessage[] {
  const rules: FieldRuleMessage[] = []
  if (field.required) rules.push({ ruleName: 'required', message: requiredMessage(kind) })
  if (field.type === 'email') rules.push({ ruleName: 'email', message: messages.email })
  if (field.type === 'tel') rules.push({ ruleName: 'phone', message: messages.phone })
  if (field.type === 'integer') rules.push({ ruleName: 'integer', message: messages.integer })
  if (field.type === 'select' && field.options) rules.push({ ruleName: 'option', message: messages.option })
  if (field.minValue !== undefined) rules.push({ ruleName: 'min_value', message: messages.minValue(field.minValue) })
  if (field.maxValue !== undefined) rules.push({ ruleName: 'max_value', message: messages.maxValue(field.maxValue) })
  if (field.minLength !== undefined) rules.push({ ruleName: 'min', message: messages.minLength(field.minLength) })
  rules.push({ ruleName: 'max', message: messages.maxLength })
  return rules
}
