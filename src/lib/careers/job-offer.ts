/**
 * The job offer of SPEC 3.1, mapped from one provider offer (Recruitee-style `offers[]`, SPEC 7.4),
 * and its validation (SPEC 5.5). Pure and isomorphic: the build maps and validates, the browser
 * picks an offer by id (`/careers/offer?id=`).
 */

/** Where `/careers/offer?id=` finds the offers (SPEC 7.4); the build writes it into public/. */
export const OFFERS_FILE = '/careers/offers.json'

/** SPEC 3.1: the fields every page of an offer shows. */
export interface JobOffer {
  id: string
  title: string
  department: string
  location: string
  company: string
  companyUrl: string
  infoUrl: string
  applyUrl: string
  /** The provider's description (HTML). */
  description1: string
  /** The provider's requirements (HTML). */
  description2: string
}

/** What Google for Jobs needs beyond SPEC 3.1 (Google for Jobs, docs/careers.md); read from the same provider offer. */
export interface JobPostingDetails {
  remote: boolean
  /** schema.org employmentType, when the provider's code is known. */
  employmentType: string | null
  /** ISO 8601 date-times. */
  datePosted: string | null
  validThrough: string | null
  city: string | null
  region: string | null
  countryCode: string | null
  /** The pay range the provider states, or null when it states none. */
  salary: Salary | null
}

/** A pay range: amounts in `currency` (ISO 4217) per `unit` (schema.org's unitText). */
export interface Salary {
  min: number
  max: number
  currency: string
  unit: 'HOUR' | 'DAY' | 'WEEK' | 'MONTH' | 'YEAR'
}

type MappedOffer = { [K in keyof JobOffer]: JobOffer[K] | undefined } & JobPostingDetails
export type ValidOffer = JobOffer & JobPostingDetails

/** SPEC 5.5, 8: the catalogue's message exactly; anything more is in `detail` (src/lib/errors/error-detail.ts). */
export class JobOfferError extends Error {
  constructor(
    message: 'Invalid offer.' | 'Invalid ID.',
    readonly detail?: string,
  ) {
    super(message)
    this.name = 'JobOfferError'
  }
}

type Fields = Record<string, unknown>

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined)
const orNull = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null)

/** A provider id (Recruitee sends numbers) as a string; SPEC 3.1 "provider id, as a string". */
function idOf(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  if (typeof value === 'string' && value.trim()) return value.trim()
  return undefined
}

/** Recruitee writes dates as `2026-10-02 09:15:00 UTC`; anything `Date` cannot read is unknown. */
export function isoDateTime(value: unknown): string | null {
  if (typeof value !== 'string' || !value.trim()) return null
  const normalized = value
    .trim()
    .replace(/^(\d{4}-\d{2}-\d{2}) (\d)/, '$1T$2')
    .replace(/ UTC$/, 'Z')
  const date = new Date(normalized)
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}

/** Recruitee's employment_type_code to schema.org's employmentType. */
export function employmentTypeOf(code: unknown): string | null {
  if (typeof code !== 'string') return null
  if (code.startsWith('fulltime')) return 'FULL_TIME'
  if (code.startsWith('parttime')) return 'PART_TIME'
  if (code === 'contract' || code === 'freelance') return 'CONTRACTOR'
  if (code === 'temporary') return 'TEMPORARY'
  if (code === 'internship' || code === 'traineeship') return 'INTERN'
  return null
}

const SALARY_UNITS: Record<string, Salary['unit']> = { hour: 'HOUR', day: 'DAY', week: 'WEEK', month: 'MONTH', year: 'YEAR' }

/** An amount the provider may send as a number or a string ('185000.0'); undefined otherwise. */
function amountOf(value: unknown): number | undefined {
  const amount = typeof value === 'string' && value.trim() ? Number(value) : value
  return typeof amount === 'number' && Number.isFinite(amount) && amount > 0 ? amount : undefined
}

/**
 * Recruitee's `salary` ({ min, max, currency, period }) as a pay range; null when it is missing or
 * incomplete (no amount, no currency, a period it does not name), never a guess.
 */
export function salaryOf(value: unknown): Salary | null {
  if (!value || typeof value !== 'object') return null
  const fields = value as Fields
  const min = amountOf(fields.min)
  const max = amountOf(fields.max) ?? min
  const currency = typeof fields.currency === 'string' && /^[A-Z]{3}$/.test(fields.currency) ? fields.currency : undefined
  const unit = typeof fields.period === 'string' ? SALARY_UNITS[fields.period] : undefined
  if (min === undefined || max === undefined || max < min || !currency || !unit) return null
  return { min, max, currency, unit }
}

/** SPEC 3.1: one provider offer to one job offer. Missing fields stay undefined for validateOffer. */
export function mapOffer(provider: Fields, company: string): MappedOffer {
  const id = idOf(provider.id)
  const careersUrl = text(provider.careers_url)
  return {
    title: text(provider.title),
    department: text(provider.department),
    location: text(provider.location),
    company,
    companyUrl: '',
    infoUrl: id === undefined ? undefined : `/careers/offer?id=${encodeURIComponent(id)}`,
    applyUrl: careersUrl === undefined ? undefined : `${careersUrl}/c/new`,
    id,
    description1: text(provider.description),
    description2: text(provider.requirements),
    remote: provider.remote === true,
    employmentType: employmentTypeOf(provider.employment_type_code),
    datePosted: isoDateTime(provider.created_at),
    validThrough: isoDateTime(provider.close_at),
    city: orNull(provider.city),
    region: orNull(provider.state_code),
    countryCode: orNull(provider.country_code),
    salary: salaryOf(provider.salary),
  }
}

const REQUIRED = ['title', 'department', 'company', 'companyUrl', 'location', 'description1', 'description2', 'applyUrl'] as const

/**
 * SPEC 5.5: valid only when every required field is defined, else 'Invalid offer.'. The id is
 * required as well: the offer's pages and the `?id=` lookup (SPEC 7.4) are keyed by it.
 */
export function validateOffer(offer: MappedOffer): ValidOffer {
  if (REQUIRED.some((field) => offer[field] === undefined) || offer.id === undefined || offer.infoUrl === undefined) {
    throw new JobOfferError('Invalid offer.')
  }
  return offer as ValidOffer
}

/** SPEC 5.5, 7.4: the offer with this id, picked on the client; no id is 'Invalid ID.'. */
export function findOffer<T extends { id: string }>(offers: readonly T[], id: string | null | undefined): T | undefined {
  if (id === null || id === undefined || !id.trim()) throw new JobOfferError('Invalid ID.')
  return offers.find((offer) => offer.id === id.trim())
}
