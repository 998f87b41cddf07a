import { site } from '../../config/site-config'
import { JobOfferError, mapOffer, validateOffer, type ValidOffer } from '../../lib/careers/job-offer'
import { describeError } from '../../lib/errors/error-detail'
import { offerPath } from '../../lib/careers/offer-path'
import { withoutCompanySection } from '../../lib/careers/company-section'
import { sanitizeOfferHtml } from '../../lib/careers/sanitize-offer-html'

type CareerOffer = ValidOffer & { path: string }

interface PreparedOffers {
  offers: CareerOffer[]
  /** One line per skipped offer, naming it. */
  skipped: string[]
}

function nameOf(raw: unknown, index: number): string {
  const fields = (raw ?? {}) as Record<string, unknown>
  const id = typeof fields.id === 'number' || typeof fields.id === 'string' ? `id ${String(fields.id)}` : 'no id'
  const title = typeof fields.title === 'string' ? ` "${fields.title}"` : ''
  return `offer #${index + 1} (${id}${title})`
}

/**
 * Each provider offer mapped (SPEC 3.1), validated (SPEC 5.5) and its HTML sanitized. An invalid
 * offer is skipped and named, not the whole list (docs/careers.md, failures at build time); so is a second offer with an
 * id already seen, since pages are keyed by id.
 */
export function prepareOffers(raw: readonly unknown[], company: string): PreparedOffers {
  const offers: CareerOffer[] = []
  const skipped: string[] = []
  const seen = new Set<string>()
  raw.forEach((item, index) => {
    try {
      if (typeof item !== 'object' || item === null || Array.isArray(item)) throw new JobOfferError('Invalid offer.')
      const offer = validateOffer(mapOffer(item as Record<string, unknown>, company))
      if (seen.has(offer.id)) throw new JobOfferError('Invalid offer.', `the id ${offer.id} is used by an earlier offer`)
      seen.add(offer.id)
      offers.push({
        ...offer,
        description1: withoutCompanySection(sanitizeOfferHtml(offer.description1), site.brand.name),
        description2: withoutCompanySection(sanitizeOfferHtml(offer.description2), site.brand.name),
        path: offerPath(offer),
      })
    } catch (err) {
      skipped.push(`${nameOf(item, index)}: ${describeError(err)}`)
    }
  })
  return { offers, skipped }
}
