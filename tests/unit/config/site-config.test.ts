import { ConfigError, readServiceSettings, site } from '../../../src/config/site-config'

const ROOT = '/repo'

describe('site configuration (DESIGN.md defaults)', () => {
  it('uses the embedded defaults when no variable is set', () => {
    const s = readServiceSettings({}, ROOT)
    expect(s.cms).toEqual({ kind: 'embedded', datasetPath: '/repo/content/cms/data.ndjson' })
    expect(s.ats).toEqual({ kind: 'embedded', offersPath: '/repo/content/careers/offers.json' })
    expect(s.algolia).toBeUndefined()
    expect(s.cloudinary).toBeUndefined()
    expect(s.formsHost).toBe('')
    expect(s.siteUrl).toBe('https://www.threshold.example')
  })

  it('holds the placeholder values of the specification', () => {
    expect(site.brand.slug).toBe('threshold')
    expect(site.email).toBe('sales@threshold.example')
    expect(site.doNotTrackCookie).toBe('threshold_do_not_track')
    expect(site.searchIndexName).toBe('production_threshold')
    expect(site.cms.apiVersion).toBe('2024-09-09')
  })

  it('switches to the Sanity API when a project id is set (SPEC 9.2 defaults)', () => {
    const s = readServiceSettings({ SANITY_PROJECT_ID: 'abc123', SANITY_TOKEN: 'secret' }, ROOT)
    expect(s.cms).toEqual({
      kind: 'sanity',
      projectId: 'abc123',
      dataset: 'production',
      apiVersion: '2024-09-09',
      token: 'secret',
      apiHost: undefined,
      timeoutMs: undefined,
    })
  })

  it('lets environment variables override the services', () => {
    const s = readServiceSettings(
      {
        ATS_URL: 'https://ats.example.com/',
        ALGOLIA_APP_ID: 'APP1',
        ALGOLIA_SEARCH_KEY: 'key',
        CLOUDINARY_CLOUD: 'demo',
        SITE_URL: 'https://preview.example.com/',
      },
      ROOT,
    )
    expect(s.ats).toEqual({ kind: 'http', url: 'https://ats.example.com', timeoutMs: 10_000 })
    expect(s.algolia).toEqual({ appId: 'APP1', searchKey: 'key', adminKey: undefined, indexName: 'production_threshold' })
    expect(s.cloudinary).toEqual({ cloud: 'demo', cdnHost: 'https://res.cloudinary.com' })
    expect(s.siteUrl).toBe('https://preview.example.com')
  })

  it.each([
    ['ATS_URL', 'not a url', /Invalid setting ATS_URL: "not a url" is not a valid URL/],
    ['SITE_URL', 'ftp://example.com', /Invalid setting SITE_URL: .* must be an http or https URL/],
    ['SANITY_PROJECT_ID', 'Bad Id!', /Invalid setting SANITY_PROJECT_ID/],
    ['HUBSPOT_PORTAL_ID', 'abc', /Invalid setting HUBSPOT_PORTAL_ID/],
    ['SANITY_TIMEOUT_MS', '-5', /Invalid setting SANITY_TIMEOUT_MS: "-5" is not a positive whole number/],
    ['ATS_TIMEOUT_MS', '2.5', /Invalid setting ATS_TIMEOUT_MS: "2.5" is not a positive whole number/],
  ])('stops with a message naming %s when it is invalid', (name, value, message) => {
    expect(() => readServiceSettings({ [name]: value }, ROOT)).toThrow(ConfigError)
    expect(() => readServiceSettings({ [name]: value }, ROOT)).toThrow(message)
  })

  it('reads the ATS timeout and another embedded offers file', () => {
    expect(readServiceSettings({ ATS_URL: 'http://127.0.0.1:1', ATS_TIMEOUT_MS: '500' }, ROOT).ats).toEqual({
      kind: 'http',
      url: 'http://127.0.0.1:1',
      timeoutMs: 500,
    })
    expect(readServiceSettings({ ATS_OFFERS_PATH: '/tmp/offers.json' }, ROOT).ats).toEqual({
      kind: 'embedded',
      offersPath: '/tmp/offers.json',
    })
  })

  it('names the missing half of a pair of settings', () => {
    expect(() => readServiceSettings({ ALGOLIA_APP_ID: 'APP1' }, ROOT)).toThrow(
      'Invalid setting ALGOLIA_SEARCH_KEY: must be set together with ALGOLIA_APP_ID',
    )
  })
})

describe('forms host settings (README, "Forms host")', () => {
  it('defaults to lmdb in .data/forms, no forwarding, and the default limits', () => {
    const { forms } = readServiceSettings({}, ROOT)
    expect(forms).toEqual({
      dataDir: '/repo/.data/forms',
      databaseUrl: undefined,
      rateLimit: { perIp: 20, perEmail: 5, windowSeconds: 600 },
      hubspot: undefined,
    })
  })

  it('reads PostgreSQL, the limits and HubSpot forwarding with a GUID per form', () => {
    const { forms } = readServiceSettings(
      {
        FORMS_DATA_DIR: '/var/forms',
        DATABASE_URL: 'postgres://u@db/forms',
        FORMS_RATE_LIMIT_PER_IP: '100',
        HUBSPOT_PORTAL_ID: '123',
        HUBSPOT_FORM_GUID_QUOTE: '0b5a3c1e-1111-4222-8333-444455556666',
        HUBSPOT_FORM_GUID_FOOTER_NEWSLETTER: '0b5a3c1e-1111-4222-8333-444455557777',
        HUBSPOT_API_HOST: 'http://127.0.0.1:9999/',
      },
      ROOT,
    )
    expect(forms.dataDir).toBe('/var/forms')
    expect(forms.databaseUrl).toBe('postgres://u@db/forms')
    expect(forms.rateLimit.perIp).toBe(100)
    expect(forms.hubspot).toEqual({
      portalId: '123',
      apiHost: 'http://127.0.0.1:9999',
      formGuids: { quote: '0b5a3c1e-1111-4222-8333-444455556666', footerNewsletter: '0b5a3c1e-1111-4222-8333-444455557777' },
      timeoutMs: 10_000,
      maxAttempts: 10,
      retryBaseMs: 5_000,
    })
  })

  it('names a bad forms setting', () => {
    expect(() => readServiceSettings({ DATABASE_URL: 'mysql://x' }, ROOT)).toThrow('Invalid setting DATABASE_URL')
    expect(() => readServiceSettings({ HUBSPOT_FORM_GUID_QUOTE: 'nope' }, ROOT)).toThrow('Invalid setting HUBSPOT_FORM_GUID_QUOTE')
    expect(() => readServiceSettings({ FORMS_RATE_LIMIT_PER_EMAIL: '0' }, ROOT)).toThrow('Invalid setting FORMS_RATE_LIMIT_PER_EMAIL')
  })
})
