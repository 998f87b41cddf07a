import { slugify } from '../content/slug'

/**
 * The clean path of an offer's static page: `/careers/{slug of title}-{id}`, no trailing slash
 * (the site's policy). The id keeps it unique and stable when two offers share a title.
 */
export function offerPath(offer: { id: string; title: string }): string {
  return `/careers/${slugify(`${offer.title} ${offer.id}`)}`
}
