import { email } from './common-fields'
import { defineForm } from './definition'

/** The contact form on /contact-us: a generic form, so 'Required.' (SPEC 5.1). */
export const contactForm = defineForm({
  id: 'contact',
  kind: 'generic',
  thankYouPath: '/contact-us/thank-you',
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true, maxLength: 200 },
    { ...email, label: 'Email' },
    { name: 'subject', label: 'Subject', type: 'text', required: false, maxLength: 200 },
    { name: 'message', label: 'Message', type: 'textarea', required: true, maxLength: 5000, minLength: 10 },
  ],
})
