import { site } from '../../config/site-config'
import { email } from './common-fields'
import { defineForm } from './definition'

/**
 * The footer newsletter (SPEC 3.8, 5.2): one required email field. A newsletter sign-up is a lead
 * (SPEC 1), so it uses the lead messages. A browser without JavaScript posts the form itself and is
 * sent (303) to the newsletter's own thank-you page, which says the sign-up went through.
 */
export const footerNewsletterForm = defineForm({
  id: 'footerNewsletter',
  kind: 'lead',
  // SPEC 5.2: the sales e-mail as placeholder.
  fields: [{ ...email, label: 'Subscribe to our newsletter!', placeholder: site.email }],
  thankYouPath: '/newsletter/thank-you',
})
