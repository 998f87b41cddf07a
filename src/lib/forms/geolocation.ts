import { COUNTRIES } from './countries'

/**
 * Visitor IP geolocation (SPEC 7.5): asked once the visitor has consented, to preselect the quote
 * form's country. The SPEC does not show which fields are read; the country code (or name) is the
 * one this site uses.
 */

/** `{url}?api-key={key}` (SPEC 7.5), keeping any query the URL already has. */
export function geolocationRequestUrl(settings: { url: string; key: string }): string {
  const url = new URL(settings.url)
  url.searchParams.set('api-key', settings.key)
  return url.toString()
}

/** 'country_code', 'Country-Name', 'country name' → 'countryCode', 'countryName'. */
export function camelCase(key: string): string {
  const words = key.split(/[\s_-]+/).filter(Boolean)
  return words
    .map((word, i) => (i === 0 ? word.charAt(0).toLowerCase() + word.slice(1) : word.charAt(0).toUpperCase() + word.slice(1)))
    .join('')
}

/** SPEC 7.5: the response's keys in camel case, at every depth. */
export function camelCaseKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(camelCaseKeys)
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [camelCase(key), camelCaseKeys(inner)]))
  }
  return value
}

/**
 * The country of a (camel-cased) geolocation answer, by the name the country select uses
 * (SPEC 3.9): from `countryCode` (two letters), else `countryName`. Undefined when neither matches.
 */
export function countryOfGeolocation(answer: unknown): string | undefined {
  if (!answer || typeof answer !== 'object') return undefined
  const { countryCode, countryName } = answer as { countryCode?: unknown; countryName?: unknown }
  if (typeof countryCode === 'string') {
    const byCode = COUNTRIES.find((c) => c.short === countryCode.trim().toUpperCase())
    if (byCode) return byCode.name
  }
  if (typeof countryName === 'string') return COUNTRIES.find((c) => c.name.toLowerCase() === countryName.trim().toLowerCase())?.name
  return undefined
}
