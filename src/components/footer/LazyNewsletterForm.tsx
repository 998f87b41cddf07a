import { lazyIsland } from '../hydration/lazy-island'

/**
 * The footer's newsletter form (SPEC 4.4) as an island of its own chunk: before its code has arrived
 * it is the plain form, which posts to the forms host and lands on the thank-you page (docs/forms.md).
 */
export const LazyNewsletterForm = lazyIsland(() => import('./NewsletterForm').then((m) => m.NewsletterForm))
