import { defineForm } from './definition'
import { NEWSLETTER_EMAIL_FIELD } from './newsletter'

/**
 * The footer newsletter (SPEC 3.8, 5.2): one required email field. A newsletter sign-up is a lead
 * (SPEC 1), so it uses the lead messages. A browser without JavaScript posts the form itself and is
 * sent (303) to the newsletter's own thank-you page, which says the sign-up went through.
 */
export const footerNewsletterForm = defineForm({
  id: 'footerNewsletter',
  kind: 'lead',
  fields: [NEWSLETTER_EMAIL_FIELD],
  thankYouPath: '/newsletter/thank-you',
})
