import { offerPath } from '../../../../src/lib/careers/offer-path'

describe('offerPath (SPEC 2.9)', () => {
  it('is /careers/{slug of title}-{id}, with no trailing slash', () => {
    expect(offerPath({ id: '2187331', title: 'Enterprise Account Executive, UK & Ireland' })).toBe(
      '/careers/enterprise-account-executive-uk-ireland-2187331',
    )
  })

  it('folds accents and drops punctuation, as heading anchors do (src/lib/content/slug.ts)', () => {
    expect(offerPath({ id: '77', title: '  Ingénieur·e Logiciel (Zürich)! ' })).toBe('/careers/ingenieur-e-logiciel-zurich-77')
  })
})
