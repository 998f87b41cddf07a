import { useEffect } from 'react'
import { buildValues } from '../../config/public-settings'
import { camelCaseKeys, countryOfGeolocation, geolocationRequestUrl } from '../../lib/forms/geolocation'
import { whenAccepted } from '../consent/consent-store'

/**
 * SPEC 7.5: once the visitor has accepted cookies (now, or when they accept on this page), asks
 * the IP-geolocation service for their country, then hands it to the form. Every failure is
 * silent. Renders nothing.
 */
export function CountryFromGeolocation({ onCountry }: { onCountry: (country: string) => void }): null {
  const geolocation = buildValues.settings.geolocation
  useEffect(() => {
    if (!geolocation) return
    const controller = new AbortController()
    const stop = whenAccepted(() => {
      fetch(geolocationRequestUrl(geolocation), { signal: controller.signal })
        .then((response) => (response.ok ? response.json() : undefined))
        .then((answer: unknown) => {
          const country = countryOfGeolocation(camelCaseKeys(answer))
          if (country) onCountry(country)
        })
        .catch(() => undefined)
    })
    return () => {
      stop()
      controller.abort()
    }
  }, [geolocation, onCountry])
  return null
}
