import { ConfigError, publicSettings, readServiceSettings, site } from '../../../src/config/site-config'

const ROOT = '/repo'

describe('site configuration (the placeholders of docs/requirements.md)', () => {
  it('uses the embedded defaults when no variable is set', () => {
    const s = readServiceSettings({}, ROOT)
    expect(s.cms).toEqual({ kind: 'embedded', datasetPath: '/repo/content/cms/data.ndjson' })
    expect(s.ats).toEqual({ kind: 'embedded', offersPath: '/repo/content/careers/offers.json' })
    expect(s.cloudinary).toBeUndefined()
    expect(s.siteUrl).toBe('https://www.threshold.example')
  })

  it('holds the placeholder values of the specification', () => {
    expect(site.brand.slug).toBe('threshold')
    expect(site.email).toBe('sales@threshold.example')
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
        CLOUDINARY_CLOUD: 'demo',
        SITE_URL: 'https://preview.example.com/',
      },
      ROOT,
    )
    expect(s.ats).toEqual({ kind: 'http', url: 'https://ats.example.com', timeoutMs: 10_000 })
    expect(s.cloudinary).toEqual({ cloud: 'demo', cdnHost: 'https://res.cloudinary.com' })
    expect(s.siteUrl).toBe('https://preview.example.com')
  })

  it.each([
    ['ATS_URL', 'not a url', /Invalid setting ATS_URL: "not a url" is not a valid URL/],
    ['SITE_URL', 'ftp://example.com', /Invalid setting SITE_URL: .* must be an http or https URL/],
    ['SANITY_PROJECT_ID', 'Bad Id!', /Invalid setting SANITY_PROJECT_ID/],
    ['CLOUDINARY_CLOUD', 'no spaces', /Invalid setting CLOUDINARY_CLOUD: "no spaces" is not a Cloudinary cloud name/],
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

  it('shows the new cookie banner by default; a setting picks the old one or hides it (SPEC 2.6)', () => {
    expect(readServiceSettings({}, ROOT).cookieBanner).toEqual({ style: 'new', hidden: false })
    expect(readServiceSettings({ COOKIE_BANNER_STYLE: 'old' }, ROOT).cookieBanner).toEqual({ style: 'old', hidden: false })
    expect(readServiceSettings({ COOKIE_BANNER_HIDDEN: 'true' }, ROOT).cookieBanner.hidden).toBe(true)
    expect(() => readServiceSettings({ COOKIE_BANNER_STYLE: 'fancy' }, ROOT)).toThrow('Invalid setting COOKIE_BANNER_STYLE')
    expect(() => readServiceSettings({ COOKIE_BANNER_HIDDEN: 'yes' }, ROOT)).toThrow('Invalid setting COOKIE_BANNER_HIDDEN')
  })

  it("hides the cookie banner in Netlify's deploy previews unless told otherwise", () => {
    expect(readServiceSettings({ CONTEXT: 'deploy-preview' }, ROOT).cookieBanner.hidden).toBe(true)
    expect(readServiceSettings({ CONTEXT: 'production' }, ROOT).cookieBanner.hidden).toBe(false)
    expect(readServiceSettings({ CONTEXT: 'deploy-preview', COOKIE_BANNER_HIDDEN: 'false' }, ROOT).cookieBanner.hidden).toBe(false)
  })

  it("takes the tracking script's URL from a setting, else from the HubSpot portal, else none (SPEC 7.10)", () => {
    expect(readServiceSettings({}, ROOT).trackingScriptUrl).toBeUndefined()
    expect(readServiceSettings({ HUBSPOT_PORTAL_ID: '123' }, ROOT).trackingScriptUrl).toBe('https://js.hs-scripts.com/123.js')
    const local = readServiceSettings({ HUBSPOT_PORTAL_ID: '123', HUBSPOT_TRACKING_SCRIPT_URL: 'http://127.0.0.1:9/hs.js' }, ROOT)
    expect(publicSettings(local)).toEqual({
      cookieBanner: { style: 'new', hidden: false },
      trackingScriptUrl: 'http://127.0.0.1:9/hs.js',
      formsHost: '',
      hubspotForms: { portalId: '123', scriptUrl: 'https://js.hsforms.net/forms/embed/v2.js' },
      geolocation: null,
    })
  })

  it('reads the geolocation service only with its key (SPEC 7.5)', () => {
    expect(readServiceSettings({}, ROOT).geolocation).toBeUndefined()
    expect(readServiceSettings({ GEOLOCATION_URL: 'http://127.0.0.1:9/geo', GEOLOCATION_KEY: 'k' }, ROOT).geolocation).toEqual({
      url: 'http://127.0.0.1:9/geo',
      key: 'k',
    })
    expect(() => readServiceSettings({ GEOLOCATION_URL: 'http://127.0.0.1:9/geo' }, ROOT)).toThrow('GEOLOCATION_KEY')
  })
})

describe('publishing settings (docs/publishing.md)', () => {
  it('leaves the webhook unconfigured by default', () => {
    expect(readServiceSettings({}, ROOT).publishing).toEqual({ previewDrafts: false, webhookSecret: undefined, rebuild: undefined })
    expect(readServiceSettings({ CMS_DRAFTS: '1' }, ROOT).publishing.previewDrafts).toBe(true)
    expect(() => readServiceSettings({ CMS_DRAFTS: 'yes' }, ROOT)).toThrow('Invalid setting CMS_DRAFTS: "yes" is not 0 or 1')
  })

  it('calls the build hook when BUILD_HOOK_URL is set, even inside GitHub Actions', () => {
    const s = readServiceSettings(
      {
        CMS_WEBHOOK_SECRET: 's3cret',
        BUILD_HOOK_URL: 'https://api.netlify.com/build_hooks/abc',
        GITHUB_REPOSITORY: 'acme/site',
        GITHUB_TOKEN: 't',
      },
      ROOT,
    )
    expect(s.publishing).toEqual({
      previewDrafts: false,
      webhookSecret: 's3cret',
      rebuild: { kind: 'build-hook', url: 'https://api.netlify.com/build_hooks/abc' },
    })
  })

  it('sends repository_dispatch when GITHUB_REPOSITORY and GITHUB_TOKEN are set', () => {
    expect(readServiceSettings({ GITHUB_REPOSITORY: 'acme/site', GITHUB_TOKEN: 't' }, ROOT).publishing.rebuild).toEqual({
      kind: 'github',
      repository: 'acme/site',
      token: 't',
      apiUrl: 'https://api.github.com',
    })
    expect(
      readServiceSettings({ GITHUB_REPOSITORY: 'acme/site', GITHUB_TOKEN: 't', GITHUB_API_URL: 'http://127.0.0.1:9/' }, ROOT).publishing
        .rebuild,
    ).toMatchObject({ apiUrl: 'http://127.0.0.1:9' })
  })

  it('chooses nothing from the GITHUB_REPOSITORY that every Actions job has', () => {
    expect(readServiceSettings({ GITHUB_REPOSITORY: 'acme/site' }, ROOT).publishing.rebuild).toBeUndefined()
  })

  it('rejects a token without a repository and a malformed repository', () => {
    expect(() => readServiceSettings({ GITHUB_TOKEN: 't' }, ROOT)).toThrow(
      'Invalid setting GITHUB_REPOSITORY: must be set together with GITHUB_TOKEN',
    )
    expect(() => readServiceSettings({ GITHUB_REPOSITORY: 'no-slash' }, ROOT)).toThrow(ConfigError)
  })
})

describe('forms host settings (docs/forms.md)', () => {
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
