import { hydrateComponent } from '../../islands/hydrate-component'
import { NewsletterForm } from './NewsletterForm'

export const mount = hydrateComponent(NewsletterForm)
