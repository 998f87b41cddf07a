import React from 'react'
import { ComponentIsland } from '../../islands/ComponentIsland'
import { NewsletterForm } from './NewsletterForm'

/**
 * The footer's newsletter form (SPEC 4.4) as an island whose code loads when the visitor first uses
 * it (docs/islands.md): until then it is the plain form, which posts to the forms host and lands
 * on the thank-you page (docs/forms.md).
 */
export function NewsletterIsland(): React.JSX.Element {
  return <ComponentIsland name="newsletter" component={NewsletterForm} props={{}} load="interaction" />
}
