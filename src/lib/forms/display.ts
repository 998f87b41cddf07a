/**
 * How a form field shows its label and its errors (SPEC 3.8 "form field context", 5.4). The
 * components call these; they hold no markup.
 */
export interface FieldRule {
  ruleName: string
}

/** SPEC 5.4: a label shows '*' when its field has a 'required' rule. */
export function isRequired(rules: readonly FieldRule[]): boolean {
  return rules.some((rule) => rule.ruleName === 'required')
}

export function labelText(label: string, rules: readonly FieldRule[]): string {
  return isRequired(rules) ? `${label} *` : label
}

/**
 * SPEC 5.4: a field's errors are its visible validation errors, every one of them (`fieldErrors`),
 * and then the server's, each once.
 */
export function combinedErrors(visible: readonly string[], server: readonly string[]): string[] {
  return [...new Set([...visible, ...server])]
}

export interface ErrorDisplay {
  /** The label is highlighted and the control marked invalid. */
  invalid: boolean
  /** The messages listed under the field; empty when the only one is a 'required' message. */
  list: string[]
}

/**
 * SPEC 5.4: when the only error contains 'required', no list is shown and only the label is
 * highlighted; otherwise every error is listed. Matched as written, case and all: the lead forms'
 * 'This field is required' contains it, so the label alone shows it; the generic and smart fields'
 * 'Required.' (SPEC 5.1) does not, so it is listed under the field like any other message
 * (docs/forms.md, "Labels and errors").
 */
export function errorDisplay(errors: readonly string[]): ErrorDisplay {
  if (errors.length === 0) return { invalid: false, list: [] }
  if (errors.length === 1 && errors[0]?.includes('required')) return { invalid: true, list: [] }
  return { invalid: true, list: [...errors] }
}

/** SPEC 5.4: a submit button reads its value, else its label, else its name, else 'Submit'. */
export function submitLabel(button: { value?: string; label?: string; name?: string }): string {
  return button.value || button.label || button.name || 'Submit'
}

/**
 * The order a lead form shows its fields in, the SPEC fixing none: the required
 * fields first, then the optional ones, and a free-text message (a textarea) last; otherwise the
 * form's own order (the server's smart fields after the form's). Stable, so first and last name
 * stay side by side.
 */
export function fieldDisplayOrder<T extends { required: boolean; type: string }>(fields: readonly T[]): T[] {
  const rank = (field: T) => (field.type === 'textarea' ? 2 : field.required ? 0 : 1)
  return fields
    .map((field, index) => ({ field, index }))
    .sort((a, b) => rank(a.field) - rank(b.field) || a.index - b.index)
    .map(({ field }) => field)
}
