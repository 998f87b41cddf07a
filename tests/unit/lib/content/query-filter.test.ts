import { readFilter, writeFilter } from '../../../../src/lib/content/query-filter'
import { ACADEMY_LABELS } from '../../../../src/lib/content/taxonomy'

describe('query-string filters (SPEC 2.11: /academy/courses?label={label})', () => {
  it('reads a known label', () => {
    expect(readFilter('?label=Physical%20Security', 'label', ACADEMY_LABELS)).toBe('Physical Security')
    expect(readFilter('?label=Physical+Security', 'label', ACADEMY_LABELS)).toBe('Physical Security')
  })

  it('shows all for an unknown, empty or absent label', () => {
    expect(readFilter('?label=Cooking', 'label', ACADEMY_LABELS)).toBeNull()
    expect(readFilter('?label=', 'label', ACADEMY_LABELS)).toBeNull()
    expect(readFilter('', 'label', ACADEMY_LABELS)).toBeNull()
  })

  it('writes the filter back, keeping other parameters, and drops it for all', () => {
    expect(writeFilter('', 'label', 'Access Control')).toBe('?label=Access+Control')
    expect(writeFilter('?utm=x&label=Cooking', 'label', 'Access Control')).toBe('?utm=x&label=Access+Control')
    expect(writeFilter('?utm=x&label=Access+Control', 'label', null)).toBe('?utm=x')
    expect(writeFilter('?label=Access+Control', 'label', null)).toBe('')
  })
})
