import { slugify, uniqueSlug } from '../../../../src/lib/content/slug'

describe('slugs for heading anchors (SPEC 3.3)', () => {
  it('lower-cases, drops accents and joins words with -', () => {
    expect(slugify('How a phone opens a door')).toBe('how-a-phone-opens-a-door')
    expect(slugify('  Sécurité & Wi-Fi: 2FA?  ')).toBe('securite-wi-fi-2fa')
    expect(slugify('  Ingénieur·e Logiciel (Zürich)! ')).toBe('ingenieur-e-logiciel-zurich')
  })

  it('keeps anchors unique within a page: the second and third get -2, -3', () => {
    const used = new Set<string>()
    expect([uniqueSlug('Setup', used), uniqueSlug('Setup', used), uniqueSlug('setup!', used)]).toEqual(['setup', 'setup-2', 'setup-3'])
  })

  it('gives text without letters or digits a usable anchor', () => {
    const used = new Set<string>()
    expect([uniqueSlug('???', used), uniqueSlug('', used)]).toEqual(['section', 'section-2'])
  })
})
