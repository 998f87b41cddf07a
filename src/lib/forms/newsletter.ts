import { site } from '../../config/site-config'
import type { FieldSpec } from './fields'

/**
 * The footer newsletter's states (SPEC 4.4): idle, loading, then submitted for good. SPEC 4.4 does
 * not show a failure; ours loses nothing: the e-mail stays in the field, a message says the sign-up
 * did not go through, and the visitor may try again (docs/forms.md, "The footer newsletter").
 */
export type NewsletterStatus = 'idle' | 'loading' | 'submitted' | 'failed'

export interface NewsletterState {
  status: NewsletterStatus
  /** The field's messages, from the shared schema (SPEC 5.1, 5.2) or the forms host's 422. */
  errors: readonly string[]
  /**
   * The submission id of the last post and the e-mail it carried. Trying again with the same
   * e-mail reuses it, so the forms host stores the sign-up once even if the first post did arrive
   * (docs/forms.md, idempotency); another e-mail is another submission (the host would answer 409).
   */
  submission: { id: string; email: string } | null
}

export type NewsletterAction =
  | { type: 'invalid'; errors: readonly string[] }
  /** `id` from `submissionIdFor`, so the component posts with the id the state keeps. */
  | { type: 'submit'; email: string; id: string }
  | { type: 'succeeded' }
  /** 422: the host's messages for the e-mail; anything else (network, 5xx after retries): none. */
  | { type: 'failed'; errors?: readonly string[] }

export const NEWSLETTER_INITIAL: NewsletterState = { status: 'idle', errors: [], submission: null }

/** SPEC 4.4 texts, and ours for the failure SPEC 4.4 does not show. */
export const NEWSLETTER_TEXT = {
  label: 'Subscribe to our newsletter!',
  submit: 'Submit',
  loading: 'Loading...',
  submitted: 'Thanks for connecting',
  failed: 'We could not sign you up just now. Your e-mail is still here: please try again.',
} as const

/**
 * SPEC 3.8, 5.2: the newsletter's one field, email, of type email and required, with the sales
 * e-mail as placeholder. Here, not in footer-newsletter.ts, so the footer draws its label (and the
 * label's '*', SPEC 5.4) without the form's yup schema.
 */
export const NEWSLETTER_EMAIL_FIELD: FieldSpec = {
  name: 'email',
  label: NEWSLETTER_TEXT.label,
  type: 'email',
  required: true,
  // The longest address there is (RFC 5321), as the other forms' email field.
  maxLength: 254,
  placeholder: site.email,
}

/**
 * The submission id of a post of `email`: the last one's when the e-mail is the same (a retry),
 * else a new one.
 */
export function submissionIdFor(state: NewsletterState, email: string, newId: () => string): string {
  return state.submission?.email === email ? state.submission.id : newId()
}

export function newsletterReducer(state: NewsletterState, action: NewsletterAction): NewsletterState {
  // SPEC 4.4: there is no way back from submitted; a second submit while loading is ignored.
  if (state.status === 'submitted') return state
  if (state.status === 'loading' && action.type !== 'succeeded' && action.type !== 'failed') return state
  switch (action.type) {
    case 'invalid':
      return { ...state, status: 'idle', errors: action.errors }
    case 'submit':
      return { status: 'loading', errors: [], submission: { id: action.id, email: action.email } }
    case 'succeeded':
      return { ...state, status: 'submitted', errors: [] }
    case 'failed':
      // Field messages send the visitor back to the field (idle); otherwise the failure state.
      return action.errors && action.errors.length > 0
        ? { ...state, status: 'idle', errors: action.errors }
        : { ...state, status: 'failed', errors: [] }
  }
}
