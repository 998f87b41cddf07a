import { truncate } from '../content/text'
import { decodeEntities } from '../util/html-entities'

/** Search results show about this many characters of a description. */
const MAX = 160

/**
 * An offer page's meta description, its own and no other offer's: the title and location, then the
 * offer's first paragraph (sanitized provider HTML), cut back to a word.
 */
export function offerDescription(offer: { title: string; location: string; description1: string }): string {
  const paragraph = /<p>([\s\S]*?)<\/p>/.exec(offer.description1)?.[1] ?? ''
  const text = decodeEntities(paragraph.replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim()
  return truncate(`${offer.title}, ${offer.location}.${text ? ` ${text}` : ''}`, MAX)
}
