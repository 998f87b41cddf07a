import React, { useEffect, useReducer, useRef, useState } from 'react'
import { buildValues } from '../../config/public-settings'
import { site } from '../../config/site-config'
import { formsUrl } from '../../lib/forms/action-url'
import { errorDisplay, labelText } from '../../lib/forms/display'
import { formDomId, INSTANCE_FIELD } from '../../lib/forms/instance'
import { NEWSLETTER_EMAIL_FIELD, NEWSLETTER_INITIAL, NEWSLETTER_TEXT, newsletterReducer, submissionIdFor } from '../../lib/forms/newsletter'
import { fieldRules } from '../../lib/forms/rules'
import { useFormInstance } from '../forms/use-form-instance'
import { Button } from '../laika/Button'
import { classes } from '../laika/classes'
import { Spinner } from '../laika/Spinner'
import * as styles from './NewsletterForm.module.css'

type Submit = typeof import('../../lib/forms/newsletter-submit')

/** SPEC 3.8, 5.2: the form's name is its form type id. */
const FORM_NAME = 'footerNewsletter'
/** SPEC 5.4: the label's '*' comes from the field's 'required' rule. */
const RULES = fieldRules(NEWSLETTER_EMAIL_FIELD, 'lead')

/**
 * The footer newsletter (SPEC 4.4, 5.2, 7.7). It is on every page of the main layout, so it stays
 * small: the shared yup schema and the post are imported when the form is first focused, not with
 * the page. It
 * is a plain form posting to the forms host, so it works without JavaScript too (the host answers
 * such a post with a 303 to the newsletter's thank-you page); with JavaScript it posts with
 * `postForm` and walks through idle → loading → submitted, or fails keeping the e-mail
 * (docs/forms.md, "The footer newsletter").
 */
export function NewsletterForm(): React.JSX.Element {
  const [state, dispatch] = useReducer(newsletterReducer, NEWSLETTER_INITIAL)
  const [email, setEmail] = useState('')
  // The browser's own validation bubbles only until React takes over with the SPEC's messages.
  const [hydrated, setHydrated] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => {
    setHydrated(true)
    // What was typed before the code ran (the field is the build's until then) is the form's value.
    if (input.current?.value) setEmail(input.current.value)
  }, [])
  const submitCode = useRef<Promise<Submit> | null>(null)
  // SPEC 9.4: ids end in this placement's random suffix, read back from the server's HTML while hydrating.
  const instance = useFormInstance(
    () => document.querySelector<HTMLInputElement>(`form[name="${FORM_NAME}"] input[name="${INSTANCE_FIELD}"]`)?.value,
  )
  const id = formDomId(FORM_NAME, instance)
  const action = formsUrl({ formsHost: buildValues.settings.formsHost, formId: FORM_NAME })
  const loading = state.status === 'loading'
  const submitted = state.status === 'submitted'

  const load = (): Promise<Submit> => (submitCode.current ??= import('../../lib/forms/newsletter-submit'))

  async function submit(event: React.FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault()
    if (loading || submitted) return
    let code: Submit
    try {
      code = await load()
    } catch {
      // The chunk did not load (offline): the failure state keeps the e-mail; Submit tries again.
      submitCode.current = null
      return dispatch({ type: 'failed' })
    }
    // The field itself: a submit held while the form's code loaded is made again as soon as the
    // form runs (src/islands/runtime.ts), before the effect above has read what was typed.
    const typed = input.current?.value ?? email
    if (typed !== email) setEmail(typed)
    const errors = await code.newsletterEmailErrors(typed)
    if (errors.length > 0) {
      dispatch({ type: 'invalid', errors })
      input.current?.focus()
      return
    }
    const submissionId = submissionIdFor(state, typed, code.newSubmissionId)
    dispatch({ type: 'submit', email: typed, id: submissionId })
    const result = await code.postNewsletter(action, typed, submissionId)
    if (result.ok) return dispatch({ type: 'succeeded' })
    dispatch({ type: 'failed', errors: result.errors ? Object.values(result.errors).flat() : undefined })
    // The field was disabled while loading: give it back its focus, with the e-mail still in it.
    setTimeout(() => input.current?.focus(), 0)
  }

  // SPEC 5.4: a lone 'required' error only highlights the label; any other is listed.
  const { invalid, list } = errorDisplay(state.errors)
  return (
    <form
      name={FORM_NAME}
      className={classes(styles.form, submitted && styles.submitted)}
      action={action}
      method="post"
      noValidate={hydrated}
      onFocus={() => void load().catch(() => (submitCode.current = null))}
      onSubmit={(event) => void submit(event)}
      data-state={state.status}
    >
      <label htmlFor={`${id}-email`} className={classes(styles.label, invalid && styles.labelInvalid)}>
        {labelText(NEWSLETTER_TEXT.label, RULES)}
      </label>
      <input type="hidden" name={INSTANCE_FIELD} value={instance} />
      <div className={styles.row}>
        <input
          ref={input}
          id={`${id}-email`}
          className={styles.input}
          type="email"
          name="email"
          autoComplete="email"
          required
          placeholder={site.email}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          disabled={loading || submitted}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
        />
        <Button type="submit" disabled={loading || submitted} className={styles.button}>
          {loading ? (
            <>
              <Spinner size="inline" />
              {NEWSLETTER_TEXT.loading}
            </>
          ) : (
            NEWSLETTER_TEXT.submit
          )}
        </Button>
      </div>
      {invalid ? (
        <p id={`${id}-error`} className={styles.error}>
          {/* Screen readers still hear a lone 'required' message, which is not shown. */}
          {list.length > 0 ? list.join(' ') : <span className="visually-hidden">{state.errors[0]}</span>}
        </p>
      ) : null}
      <p className={classes(styles.status, state.status === 'failed' && styles.error)} role="status">
        {submitted ? NEWSLETTER_TEXT.submitted : state.status === 'failed' ? NEWSLETTER_TEXT.failed : ''}
      </p>
    </form>
  )
}
