import { runInNewContext } from 'node:vm'
import { scriptSafeJson } from '../../../../src/lib/seo/script-json'

describe('scriptSafeJson', () => {
  it('cannot close its script element early', () => {
    const text = scriptSafeJson({ description: '</script><script>alert(1)</script>' })
    expect(text).not.toContain('<')
    expect(JSON.parse(text)).toEqual({ description: '</script><script>alert(1)</script>' })
  })

  it('is the same value in a script too (the A/B head script embeds it), not only as JSON', () => {
    const data = [{ name: 'a<b', variations: [{ name: '<!--', chance: 50 }] }]
    expect(runInNewContext(`(${scriptSafeJson(data)})`) as unknown).toEqual(data)
  })
})
