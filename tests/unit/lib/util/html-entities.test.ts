import { decodeEntities } from '../../../../src/lib/util/html-entities'

describe('decodeEntities', () => {
  it('reads the named references HTML escaping writes', () => {
    expect(decodeEntities('Tap &amp; go: &lt;b&gt; &quot;x&quot; &apos;y&apos;')).toBe(`Tap & go: <b> "x" 'y'`)
    expect(decodeEntities('a&nbsp;b')).toBe('a\u00a0b')
  })

  it('reads numeric references, decimal and hexadecimal', () => {
    expect(decodeEntities('it&#39;s &#x27;a&#x2F;b&#X2f;')).toBe("it's 'a/b/")
  })

  it('leaves other ampersands as they are', () => {
    expect(decodeEntities('/a?x=1&y=2 &copy; &unknown; &#x110000;')).toBe('/a?x=1&y=2 &copy; &unknown; &#x110000;')
  })
})
