import React from 'react'
import { errorDisplay, labelText } from '../../lib/forms/display'
import type { FieldSpec } from '../../lib/forms/fields'
import type { FieldRuleMessage } from '../../lib/forms/rules'
import { hintId } from '../../lib/forms/no-js'
import { classes } from '../laika/classes'
import * as styles from './FormField.module.css'

interface FormFieldProps {
  /** The form's id in the page (its form id, see form-scope.ts). */
  domId: string
  field: FieldSpec
  rules: readonly FieldRuleMessage[]
  value: string
  /** The visible validation errors and the server's (SPEC 5.4, `combinedErrors`). */
  errors: readonly string[]
  /** Scripts run: no native hints, formik validates. Before that the HTML works on its own. */
  scripted: boolean
  /** SPEC 3.8, the form field context's `attributes`: `disabled` while the form is sending (SPEC 4.5). */
  attributes?: { disabled?: boolean }
  onChange: React.ChangeEventHandler<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>
}

export const controlId = (domId: string, name: string): string => `${domId}-${name}`

/**
 * One field: its label ('*' when required), its control with the native constraints of its
 * rules, and its errors (SPEC 5.4). Without scripts, a hidden hint per rule, which the forms
 * host's redirect targets (docs/forms.md, "In the page").
 */
export function FormField({ domId, field, rules, value, errors, scripted, attributes, onChange }: FormFieldProps): React.JSX.Element {
  const id = controlId(domId, field.name)
  const errorsId = `${id}-errors`
  const { invalid, list } = errorDisplay(errors)
  const common = {
    id,
    name: field.name,
    value,
    onChange,
    disabled: attributes?.disabled || undefined,
    // Without scripts a conditional field is always shown, so the browser cannot require it.
    required: field.required && (scripted || !field.shownWhen),
    autoComplete: AUTOCOMPLETE[field.name],
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid ? errorsId : undefined,
    className: styles.control,
  }
  let control: React.JSX.Element
  if (field.type === 'select') {
    control = (
      <select {...common}>
        <option value="">{field.placeholder ?? 'Select...'}</option>
        {(field.options ?? []).map((option, i) => (
          // A value may be listed twice (SPEC 3.9: the United States first and in its place).
          <option key={`${option.value}-${i}`} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    )
  } else if (field.type === 'textarea') {
    control = <textarea {...common} rows={5} maxLength={field.maxLength} minLength={field.minLength} placeholder={field.placeholder} />
  } else {
    const numeric = field.type === 'integer'
    control = (
      <input
        {...common}
        type={numeric ? 'text' : field.type}
        inputMode={numeric ? 'numeric' : undefined}
        pattern={numeric ? '[0-9]*' : field.type === 'tel' ? '\\+?[0-9]{6,20}' : undefined}
        maxLength={field.maxLength}
        minLength={field.minLength}
        placeholder={field.placeholder}
      />
    )
  }
  return (
    <div className={classes(styles.field, WIDE.has(field.type) && styles.wide)}>
      <label htmlFor={id} className={classes(styles.label, invalid && styles.labelInvalid)}>
        {labelText(field.label, rules)}
        {field.shownWhen && !scripted ? ` (${field.shownWhen.value} only)` : null}
      </label>
      {scripted
        ? null
        : rules.map((rule) => (
            <p key={rule.ruleName} id={hintId(domId, field.name, rule.ruleName)} className={styles.hint}>
              {rule.message}
            </p>
          ))}
      {control}
      {invalid ? (
        <div id={errorsId} className={styles.errors}>
          {list.length > 0 ? (
            <ul className={styles.errorList}>
              {list.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          ) : (
            // SPEC 5.4 shows no list for a lone 'required' error; screen readers still hear it.
            <span className="visually-hidden">{errors[0]}</span>
          )}
        </div>
      ) : null}
    </div>
  )
}

/** Fields that take the form's full width: long answers. */
const WIDE: ReadonlySet<string> = new Set(['textarea'])

/** Browser autofill for the fields people fill on every form. */
const AUTOCOMPLETE: Readonly<Record<string, string>> = {
  firstName: 'given-name',
  lastName: 'family-name',
  name: 'name',
  email: 'email',
  phone: 'tel',
  company: 'organization',
  jobTitle: 'organization-title',
  country: 'country-name',
  state: 'address-level1',
}
