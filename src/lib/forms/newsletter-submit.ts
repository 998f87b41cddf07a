import * as yup from 'yup'
import { browserTrackingValues, postForm, type PostResult } from './client'
import { footerNewsletterForm } from './footer-newsletter'
import { newSubmissionId, SUBMISSION_ID_FIELD } from './tracking'

/**
 * What the footer newsletter needs only once the visitor uses it: the validation and the post. The
 * footer imports this module lazily (on focus), so yup and the post code are not in every page's
 * initial JavaScript (docs/forms.md, "The footer newsletter").
 */
export { newSubmissionId }

/**
 * The e-mail's messages from the newsletter's shared schema (SPEC 5.1, 5.2), the one the forms
 * host validates with: 'This field is required', 'Please fill in an email', 'Too long'.
 */
export async function newsletterEmailErrors(email: string): Promise<string[]> {
  try {
    await footerNewsletterForm.schema.validateAt('email', { email }, { abortEarly: false })
    return []
  } catch (error) {
    if (error instanceof yup.ValidationError) return error.errors
    throw error
  }
}

/** Posts a sign-up with the tracking fields (SPEC 3.8, 7.7) under its submission id. */
export function postNewsletter(action: string, email: string, submissionId: string): Promise<PostResult> {
  return postForm(action, { email, ...browserTrackingValues(), [SUBMISSION_ID_FIELD]: submissionId })
}
