import { buildSeo, DEFAULT_SHARE_IMAGE, documentTitle, validateSeo } from '../../../../src/lib/seo/seo'

const base = { siteUrl: 'https://www.threshold.example', path: '/blog/lockdown', title: 'Lockdown drills', description: 'How to run one.' }

describe('buildSeo (SPEC 3.2)', () => {
  it('applies every fallback when the CMS has no SEO fields', () => {
    expect(buildSeo(base)).toEqual({
      title: 'Lockdown drills',
      description: 'How to run one.',
      ogUrl: 'https://www.threshold.example/blog/lockdown',
      canonical: 'https://www.threshold.example/blog/lockdown',
      ogTitle: 'Lockdown drills',
      ogDescription: 'How to run one.',
      ogImg: `https://www.threshold.example${DEFAULT_SHARE_IMAGE.path}`,
      ogImgAlt: DEFAULT_SHARE_IMAGE.alt,
      ogType: 'website',
      robots: null,
    })
  })

  it('describes the share image it picks: the main image by its alt, an editor’s own by the share title', () => {
    expect(buildSeo({ ...base, mainImage: '/static/main.png', mainImageAlt: 'A reader on a glass door' }).ogImgAlt).toBe(
      'A reader on a glass door',
    )
    expect(buildSeo({ ...base, seo: { ogImg: 'https://img.example/og.png', ogTitle: 'Drills that work' } }).ogImgAlt).toBe(
      'Drills that work',
    )
    expect(buildSeo({ ...base, seo: { ogImg: 'https://img.example/og.png' } }).ogImgAlt).toBe('Lockdown drills')
    expect(DEFAULT_SHARE_IMAGE.alt).not.toBe('')
  })

  it('the standard share image is 1200x627', () => {
    expect(DEFAULT_SHARE_IMAGE).toMatchObject({ width: 1200, height: 627 })
  })

  it('prefers the CMS values over the fallbacks', () => {
    const seo = buildSeo({
      ...base,
      mainImage: '/static/main.png',
      seo: { title: 'T', description: 'D', ogTitle: 'OT', ogDescription: 'OD', ogImg: 'https://img.example/og.png', ogType: 'article' },
    })
    expect(seo).toMatchObject({
      title: 'T',
      description: 'D',
      ogTitle: 'OT',
      ogDescription: 'OD',
      ogImg: 'https://img.example/og.png',
      ogType: 'article',
    })
  })

  it('falls back from ogTitle to the SEO title and ogDescription to the SEO description', () => {
    expect(buildSeo({ ...base, seo: { title: 'T', description: 'D' } })).toMatchObject({ ogTitle: 'T', ogDescription: 'D' })
  })

  it('falls back from ogImg to the main image, made absolute', () => {
    expect(buildSeo({ ...base, mainImage: '/static/main.png' }).ogImg).toBe('https://www.threshold.example/static/main.png')
  })

  it("sets robots to 'noindex, follow' only when seo.noindex is true", () => {
    expect(buildSeo({ ...base, seo: { noindex: true } }).robots).toBe('noindex, follow')
    expect(buildSeo({ ...base, seo: { noindex: false } }).robots).toBeNull()
  })

  it('SPEC 3.2: ogUrl and canonical default to the base URL plus the path, and an editor may set either', () => {
    const own = 'https://www.threshold.example/blog/lockdown'
    const elsewhere = 'https://coworking.threshold.example/resources/lockdown'
    expect(buildSeo({ ...base, seo: { canonical: elsewhere } })).toMatchObject({ canonical: elsewhere, ogUrl: own })
    expect(buildSeo({ ...base, seo: { ogUrl: elsewhere } })).toMatchObject({ canonical: own, ogUrl: elsewhere })
    expect(() => buildSeo({ ...base, seo: { canonical: 7 } })).toThrow('Required key canonical is missing or not a string')
  })

  it('gives the home page its base URL with one slash, other pages no trailing slash', () => {
    expect(buildSeo({ ...base, path: '/' }).canonical).toBe('https://www.threshold.example/')
    expect(buildSeo(base).ogUrl.endsWith('/')).toBe(false)
  })
})

describe('SEO validation (SPEC 5.6)', () => {
  it("raises 'Required key {k} is missing or not a string'", () => {
    expect(() => buildSeo({ ...base, seo: { title: 42 } })).toThrow('Required key title is missing or not a string')
    expect(() => buildSeo({ ...base, description: undefined })).toThrow('Required key description is missing or not a string')
    expect(() => validateSeo({ title: 't', description: 'd', ogUrl: 'u' })).toThrow('Required key canonical is missing or not a string')
  })

  it("raises 'Optional key {k} is not a string'", () => {
    expect(() => buildSeo({ ...base, seo: { ogTitle: ['a'] } })).toThrow('Optional key ogTitle is not a string')
    expect(() => buildSeo({ ...base, seo: { ogImg: { url: 'x' } } })).toThrow('Optional key ogImg is not a string')
  })

  it('accepts null optional keys', () => {
    expect(() => validateSeo({ title: 't', description: 'd', ogUrl: 'u', canonical: 'c', ogTitle: null, robots: null })).not.toThrow()
  })
})

describe('documentTitle', () => {
  it('adds the brand except on the home page or when the title has it', () => {
    expect(documentTitle('Pricing', '/pricing', 'Threshold')).toBe('Pricing | Threshold')
    expect(documentTitle('Threshold: doors', '/', 'Threshold')).toBe('Threshold: doors')
    expect(documentTitle('Threshold Reader', '/products/reader', 'Threshold')).toBe('Threshold Reader')
  })
})
