import * as yup from 'yup'
import { footerNewsletterForm } from './footer-newsletter'

/**
 * The e-mail's messages from the newsletter's shared schema (SPEC 5.1, 5.2), the one the forms
 * host validates with: 'This field is required', 'Please fill in an email', 'Too long'. The footer
 * imports this module lazily (on focus), so yup is not in every page's initial JavaScript.
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
