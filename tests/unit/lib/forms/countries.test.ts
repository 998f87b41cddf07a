import { COUNTRIES, UNITED_STATES, US_STATES } from '../../../../src/lib/forms/countries'

// SPEC 3.9: about 245 countries, the USA first and again in its alphabetical place, five plural names;
// the 50 states plus District Of Columbia.
describe('countries (SPEC 3.9)', () => {
  it('has about 245 entries, each a name and a two-letter code', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(240)
    expect(COUNTRIES.length).toBeLessThanOrEqual(255)
    for (const country of COUNTRIES) {
      expect(country.name.trim()).not.toBe('')
      expect(country.short).toMatch(/^[A-Z]{2}$/)
    }
  })

  it('lists the United States of America first and again in its alphabetical place', () => {
    expect(COUNTRIES[0]).toEqual({ name: 'United States of America', short: UNITED_STATES, isPlural: true })
    const rest = COUNTRIES.slice(1)
    expect(rest.filter((c) => c.short === UNITED_STATES)).toHaveLength(1)
    const names = rest.map((c) => c.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')))
    expect(new Set(rest.map((c) => c.short)).size).toBe(rest.length)
  })

  it('marks exactly the five plural names', () => {
    const plural = new Set(
      COUNTRIES.slice(1)
        .filter((c) => c.isPlural)
        .map((c) => c.name),
    )
    expect(plural).toEqual(new Set(['United States of America', 'Czech Republic', 'Netherlands', 'Philippines', 'United Kingdom']))
  })
})

describe('US states (SPEC 3.9)', () => {
  it('has the 50 states and District Of Columbia, each with a unique code', () => {
    expect(US_STATES).toHaveLength(51)
    expect(US_STATES).toContainEqual({ name: 'District Of Columbia', short: 'DC' })
    expect(new Set(US_STATES.map((s) => s.short)).size).toBe(51)
    for (const state of US_STATES) expect(state.short).toMatch(/^[A-Z]{2}$/)
  })
})
