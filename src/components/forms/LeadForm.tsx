import { useFormik } from 'formik'
import React, { useContext, useEffect, useMemo, useRef, useState } from 'react'
import { buildValues } from '../../config/public-settings'
import { pushToDataLayer } from '../../lib/consent/data-layer'
import { type FieldErrors, fieldErrors, forms, type FormId } from '../../lib/forms'
import { formsUrl } from '../../lib/forms/action-url'
import { browserTrackingValues, postForm, trackingCookie } from '../../lib/forms/client'
import { combinedErrors, fieldDisplayOrder, submitLabel } from '../../lib/forms/display'
import { FORM_EVENTS, formEventEntry, type FormOutcome } from '../../lib/forms/events'
import { buildSchema, type FieldSpec, isShown } from '../../lib/forms/fields'
import { fieldRules } from '../../lib/forms/rules'
import { formDomId, INSTANCE_FIELD } from '../../lib/forms/instance'
import { smartFieldsFromAnswer } from '../../lib/forms/smart-fields'
import { ERROR_REDIRECT_URL, REDIRECT_FIELDS } from '../../lib/forms/no-js'
import { HONEYPOT_FIELD } from '../../lib/forms/tracking'
import { Button } from '../laika/Button'
import { Spinner } from '../laika/Spinner'
import { CountryFromGeolocation } from './CountryFromGeolocation'
import { controlId, FormField } from './FormField'
import { FormScope } from './form-scope'
import { useFormInstance } from './use-form-instance'
import * as styles from './LeadForm.module.css'

export interface LeadFormProps {
  formId: FormId
  submitLabel?: string
  /** SPEC 4.5 steps 3 and 4: this placement's pages after a success and a failure (docs/forms.md). */
  redirectUrl?: string
  errorRedirectUrl?: string
  /** In the browser: the server's form as this code found it (LeadFormSection). */
  arrived?: LeadFormArrival
}

/** The server's form when the form's code arrived in the browser (LeadFormSection's island). */
export interface LeadFormArrival {
  /** What it held: what the visitor typed, and its id suffix. */
  values: Readonly<Record<string, string>>
  /** A submit was made while the code loaded: this form makes it again. */
  submit: boolean
}

type Values = Record<string, string>

/** SPEC 4.5 steps 3 and 4: the success or error event, for the site's code and for the tag manager. */
function fireEvent(outcome: FormOutcome, formId: string): void {
  window.dispatchEvent(new CustomEvent(FORM_EVENTS[outcome].dom, { detail: { formId } }))
  pushToDataLayer(formEventEntry(outcome, formId))
}

/**
 * A lead form (SPEC 4.5, 5.1, 5.3, 5.4, 7.5, 7.6, 7.8): formik with the form's shared yup schema.
 * The same markup posts natively without JavaScript (docs/forms.md, "In the page").
 */
export default function LeadForm({ formId, submitLabel: label, redirectUrl, errorRedirectUrl, arrived }: LeadFormProps): React.JSX.Element {
  const form = forms[formId]
  const carried = arrived?.values ?? {}
  // The ids of this form's elements (and of its no-JavaScript hints) start with it: the form id
  // and this placement's random suffix (SPEC 9.4), the server's HTML's once in the browser.
  const instance = useFormInstance(carried[INSTANCE_FIELD])
  const domId = useContext(FormScope) + formDomId(formId, instance)
  const action = formsUrl({ formsHost: buildValues.settings.formsHost, formId })
  // Scripts run: the form validates, a conditional field shows only when it applies. The build's
  // form has no scripts; in the browser this form is never hydrated, only mounted by the island.
  const scripted = arrived !== undefined
  const [smartFields, setSmartFields] = useState<FieldSpec[]>([])
  const [serverErrors, setServerErrors] = useState<FieldErrors>({})
  const [sending, setSending] = useState(false)
  const [status, setStatus] = useState('')
  // A second click while the first post is under way sends nothing (SPEC 4.5).
  const sendingRef = useRef(false)
  const honeypot = useRef<HTMLInputElement>(null)

  const schema = useMemo(
    () => (smartFields.length > 0 ? form.schema.concat(buildSchema(smartFields, 'generic')) : form.schema),
    [form, smartFields],
  )
  // Errors show from the first submit on, then follow each change. Not on blur: an error appearing
  // as the pointer presses the button would move the button away and lose the click.
  // SPEC 5.4: every message of each field, not only the first one formik keeps per field.
  const formik = useFormik<Values>({
    initialValues: Object.fromEntries(Object.entries(form.initialValues).map(([name, empty]) => [name, carried[name] ?? empty])),
    validate: (current) => Object.fromEntries(Object.entries(fieldErrors(schema, current)).map(([name, list]) => [name, list[0] ?? ''])),
    validateOnBlur: false,
    onSubmit: () => undefined,
  })
  const { values, touched } = formik
  const clientErrors = useMemo(() => fieldErrors(schema, values), [schema, values])
  const formikRef = useRef(formik)
  formikRef.current = formik
  // Required fields first, optional after, the message last.
  const fields = fieldDisplayOrder([...form.fields, ...smartFields])
  // Without scripts nothing can show a field later, so a conditional one is always there (FormField).
  const shown = scripted ? fields.filter((field) => isShown(field, values)) : fields

  // A submit held while this code loaded (LeadFormSection) is made now, with what was typed then.
  const element = useRef<HTMLFormElement>(null)
  const heldSubmit = arrived?.submit ?? false
  useEffect(() => {
    if (heldSubmit) element.current?.requestSubmit()
  }, [heldSubmit])

  // SPEC 5.3, 7.8: the visitor's progressive fields; a failure shows nothing (SPEC 8).
  useEffect(() => {
    if (form.smartFields.length === 0) return
    const controller = new AbortController()
    fetch(formsUrl({ formsHost: buildValues.settings.formsHost, formId, route: 'smart-fields' }), {
      headers: { 'X-Custom-Data': `hutk=${trackingCookie(document.cookie)}` },
      signal: controller.signal,
    })
      .then((response) => (response.ok ? response.json() : []))
      .then((answer: unknown) =>
        setSmartFields(smartFieldsFromAnswer(answer).filter((f) => !form.fields.some((own) => own.name === f.name))),
      )
      .catch(() => undefined)
    return () => controller.abort()
  }, [form, formId])

  const hasCountry = form.fields.some((field) => field.name === 'country')
  const preselectCountry = React.useCallback((country: string) => {
    // The visitor's own choice wins (SPEC 7.5 preselects only).
    if (!formikRef.current.values.country) void formikRef.current.setFieldValue('country', country, false)
  }, [])

  const errorsOf = (name: string): string[] => {
    const visible = touched[name] ? (clientErrors[name] ?? []) : []
    return combinedErrors(visible, serverErrors[name] ?? [])
  }

  const focusFirst = (invalid: ReadonlySet<string>): void => {
    // SPEC 4.5 step 5: the first input, select or textarea whose field shows errors, in display order.
    const first = shown.find((field) => invalid.has(field.name))
    if (first) document.getElementById(controlId(domId, first.name))?.focus()
  }

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault()
    if (sendingRef.current) return
    // Taken before validating: a second click during validation must not start a second post.
    sendingRef.current = true
    const found = await formik.validateForm()
    await formik.setTouched(Object.fromEntries(fields.map((f) => [f.name, true])), false)
    const invalid = new Set(Object.keys(found).filter((name) => shown.some((f) => f.name === name)))
    if (invalid.size > 0) {
      sendingRef.current = false
      setStatus(`${invalid.size === 1 ? 'One field needs' : `${invalid.size} fields need`} your attention.`)
      focusFirst(invalid)
      return
    }
    setSending(true)
    setStatus('Sending...')
    setServerErrors({})
    const payload: Values = {
      ...Object.fromEntries(shown.map((f) => [f.name, values[f.name] ?? ''])),
      [HONEYPOT_FIELD]: honeypot.current?.value ?? '',
      ...browserTrackingValues(),
    }
    const result = await postForm(action, payload)
    if (result.ok) {
      fireEvent('success', formId)
      window.location.assign(redirectUrl || form.thankYouPath)
      return
    }
    sendingRef.current = false
    setSending(false)
    if (result.status === 422 && result.errors && shown.some((f) => result.errors?.[f.name])) {
      const invalid = new Set(Object.keys(result.errors))
      setServerErrors(result.errors)
      setStatus('The form was not sent: please check the fields marked.')
      // After the render that enables the fields again: a disabled control takes no focus.
      setTimeout(() => focusFirst(invalid), 0)
      return
    }
    fireEvent('error', formId)
    window.location.assign(errorRedirectUrl || ERROR_REDIRECT_URL)
  }

  const onChange: React.ChangeEventHandler<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement> = (event) => {
    formik.handleChange(event)
    const name = event.target.name
    if (serverErrors[name]) setServerErrors(({ [name]: _gone, ...rest }) => rest)
  }

  return (
    <form
      ref={element}
      className={styles.form}
      action={action}
      method="post"
      noValidate={scripted}
      onSubmit={(event) => void onSubmit(event)}
      aria-busy={sending || undefined}
    >
      <div className={styles.grid}>
        {shown.map((field) => (
          <FormField
            key={field.name}
            domId={domId}
            field={field}
            rules={fieldRules(field, smartFields.includes(field) ? 'generic' : form.kind)}
            value={values[field.name] ?? ''}
            errors={errorsOf(field.name)}
            scripted={scripted}
            attributes={{ disabled: sending }}
            onChange={onChange}
          />
        ))}
      </div>
      {/* This placement's id suffix, read back by the live form and by the forms host's no-JavaScript redirect. */}
      <input type="hidden" name={INSTANCE_FIELD} value={instance} />
      {/* The honeypot (docs/forms.md): hidden from people and from the tab order; bots fill it. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={controlId(domId, HONEYPOT_FIELD)}>Leave this empty</label>
        <input
          ref={honeypot}
          id={controlId(domId, HONEYPOT_FIELD)}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      {/* A browser without JavaScript posts these, and the host redirects to them (only this site's paths). */}
      {redirectUrl ? <input type="hidden" name={REDIRECT_FIELDS.success} value={redirectUrl} /> : null}
      {errorRedirectUrl ? <input type="hidden" name={REDIRECT_FIELDS.error} value={errorRedirectUrl} /> : null}
      {/* In the browser only: the build has no consent to read. */}
      {scripted && hasCountry ? <CountryFromGeolocation onCountry={preselectCountry} /> : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={sending} className={styles.submit}>
          {sending ? <Spinner size="inline" /> : null}
          {sending ? 'Sending...' : submitLabel({ value: label })}
        </Button>
        <p role="status" className={styles.status}>
          {status}
        </p>
      </div>
    </form>
  )
}
