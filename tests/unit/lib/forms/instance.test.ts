import { formDomId, INSTANCE_PATTERN, instanceOf, randomInstance } from '../../../../src/lib/forms/instance'

// SPEC 9.4: 'Random id suffix: 6 alphanumeric characters.'
describe('the id suffix of a form placement', () => {
  it('is 6 alphanumeric characters, drawn at random', () => {
    const drawn = new Set(Array.from({ length: 200 }, () => randomInstance()))
    for (const suffix of drawn) expect(suffix).toMatch(/^[a-z0-9]{6}$/)
    expect(drawn.size).toBeGreaterThan(190)
    expect(randomInstance(() => 0)).toBe('aaaaaa')
    expect(randomInstance(() => 0.9999)).toBe('999999')
  })

  it('takes only a suffix from a post or the page, and prefixes the ids with the form id', () => {
    expect(instanceOf('ab12cd')).toBe('ab12cd')
    for (const bad of ['ab12c', 'ab12cde', 'AB12CD', 'ab-2cd', 42, undefined]) expect(instanceOf(bad)).toBeUndefined()
    expect(INSTANCE_PATTERN.test('z9z9z9')).toBe(true)
    expect(formDomId('quote', 'ab12cd')).toBe('quote-ab12cd')
    expect(formDomId('quote', undefined)).toBe('quote')
  })
})
