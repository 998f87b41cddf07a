import { activeVariations, encodeVariations, parseVariations } from '../../../../src/lib/forms/variations'

// SPEC 4.7: the A/B variations a submission carries, as posted in `_ab`.
describe('the _ab field', () => {
  it('encodes campaign:variation pairs in campaign order and reads them back', () => {
    const encoded = encodeVariations({ pricingCta: 'demo', homeHero: 'outcomes' })
    expect(encoded).toBe('homeHero:outcomes,pricingCta:demo')
    expect(parseVariations(encoded)).toEqual({ homeHero: 'outcomes', pricingCta: 'demo' })
    expect(parseVariations('')).toEqual({})
    expect(parseVariations(undefined)).toEqual({})
  })

  it('drops malformed pairs instead of failing the lead', () => {
    expect(parseVariations('a:b:c,<x>:y,ok:yes,:z,q:')).toEqual({ ok: 'yes' })
    expect(Object.keys(parseVariations(Array.from({ length: 30 }, (_, i) => `c${i}:v`).join(',')))).toHaveLength(20)
  })

  it("reads every campaign's active variation from the head script's API", () => {
    const api = { campaigns: [{ name: 'homeHero' }, { name: 'empty' }], get: (c: string) => (c === 'homeHero' ? 'outcomes' : undefined) }
    expect(activeVariations(api)).toEqual({ homeHero: 'outcomes' })
    expect(activeVariations(undefined)).toEqual({})
  })
})
