import { camelCase, camelCaseKeys, countryOfGeolocation, geolocationRequestUrl } from '../../../../src/lib/forms/geolocation'

// SPEC 7.5: GET with an api-key query parameter; the response keys in camel case.
describe('visitor IP geolocation (SPEC 7.5)', () => {
  it('asks {url}?api-key={key}, keeping the query the URL has', () => {
    expect(geolocationRequestUrl({ url: 'https://geo.example/v1', key: 'k&1' })).toBe('https://geo.example/v1?api-key=k%261')
    expect(geolocationRequestUrl({ url: 'https://geo.example/v1?fields=all', key: 'k' })).toBe(
      'https://geo.example/v1?fields=all&api-key=k',
    )
  })

  it('converts the response keys to camel case, at every depth', () => {
    expect(camelCase('country_code')).toBe('countryCode')
    expect(camelCase('Country-Name')).toBe('countryName')
    expect(camelCase('time zone')).toBe('timeZone')
    expect(camelCase('ip')).toBe('ip')
    expect(camelCase('alreadyCamel')).toBe('alreadyCamel')
    expect(camelCaseKeys({ country_code: 'PT', time_zone: { utc_offset: 0 }, languages: [{ iso_code: 'pt' }] })).toEqual({
      countryCode: 'PT',
      timeZone: { utcOffset: 0 },
      languages: [{ isoCode: 'pt' }],
    })
    expect(camelCaseKeys('text')).toBe('text')
    expect(camelCaseKeys(null)).toBeNull()
  })

  it('reads the country as the country select names it (SPEC 3.9), by code, else by name', () => {
    expect(countryOfGeolocation({ countryCode: 'pt' })).toBe('Portugal')
    expect(countryOfGeolocation({ countryCode: 'US' })).toBe('United States of America')
    expect(countryOfGeolocation({ countryCode: 'ZZ', countryName: 'portugal' })).toBe('Portugal')
    expect(countryOfGeolocation({ countryName: 'Atlantis' })).toBeUndefined()
    expect(countryOfGeolocation('PT')).toBeUndefined()
    expect(countryOfGeolocation(null)).toBeUndefined()
  })
})
