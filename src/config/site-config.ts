/**
 * The one site configuration module (docs/requirements.md, "Placeholders and their values";
 * docs/configuration.md). Every placeholder of the requirements and every outside-service setting lives
 * here; nothing else hard-codes them.
 *
 * - `site` holds the public placeholder values. Browser code may import it.
 * - `readServiceSettings(env)` reads the service settings from environment variables, with the
 *   embedded defaults when a variable is absent. It is called at build time only (gatsby-config,
 *   gatsby-node); an invalid value throws a `ConfigError` naming the variable, which stops the build.
 */
export const site = {
  brand: { slug: 'threshold', name: 'Threshold' },
  company: 'Threshold Access, Inc.',
  email: 'sales@threshold.example',
  phone: { display: '+1 415 555 0142', e164: '+14155550142' },
  /** The sign-in web app; sign-in is `{signInHost}/users/sign_in`, opened in a new tab. */
  signInHost: 'https://app.threshold.example',
  /** The product documentation, opened in a new tab (SPEC 2.18); the footers' external links are CMS content. */
  docsUrl: 'https://docs.threshold.example',
  /** Content whose `project` is not the main site lives on the sister coworking site (SPEC 2.10). */
  sisterSiteUrl: 'https://coworking.threshold.example',
  /** The `project` value of documents that belong to this site. */
  mainProject: 'threshold',
  cmsName: 'Sanity',
  imageCdnName: 'Cloudinary',
  walletProvider: 'apple',
  marketingAutomation: {
    formThemeCampaign: 'hubspotFormTheme',
    formThemeVariation: 'threshold',
    /** SPEC 4.7: the CSS class embedded marketing forms get while that variation is active. */
    formThemeClass: 'threshold-form-theme',
    /** The id HubSpot's own snippet gives its tracking script, so it is added once per page load. */
    trackingScriptId: 'hs-script-loader',
  },
  designSystem: {
    slug: 'laika',
    name: 'Laika',
    /** The external components site (SPEC 2.15), linked from the documentation area's bar. */
    componentsSiteUrl: 'https://laika.threshold.example',
  },
  /** SPEC 2.6, 9.11: the cookie that records the visitor's consent choice. */
  doNotTrackCookie: 'threshold_do_not_track',
  /** SPEC 4.7, 9.12: the local-storage key of the A/B choices. */
  abTestingStorageKey: 'threshold-ab-testing',
  /** SPEC 7.11: the hosted search index, production_{brand}. */
  searchIndexName: 'production_threshold',
  /** SPEC 2.11: the external help-centre guides the academy links to (new tab, SPEC 2.18). */
  helpCentre: {
    installation: 'https://help.threshold.example/hc/en-us/categories/installation',
    adminOnboarding: 'https://help.threshold.example/hc/en-us/categories/admin-onboarding',
    userOnboarding: 'https://help.threshold.example/hc/en-us/categories/user-onboarding',
  },
  /** Fixed ids of the three nav-bar menu documents (SPEC 3.6, 7.3). */
  navBarMenuIds: {
    products: 'navBarMenu.products',
    solutions: 'navBarMenu.solutions',
    resources: 'navBarMenu.resources',
  },
  /** Fixed ids of the chrome's documents: the top banner (SPEC 2.4), the two footers (SPEC 2.5), the classic navigation (SPEC 2.2 Reading A). */
  topBannerId: 'topBanner',
  footerIds: { main: 'footer.main', classic: 'footer.classic' },
  classicNavigationId: 'classicNavigation',
  /** Fixed id of the company facts document (headcount, offices, certifications…). */
  companyFactsId: 'companyFacts',
  /**
   * SPEC 2.9: how /careers lists the offers. Grouped by department, because a visitor looks for
   * their field first; the company name is left out, as every offer is ours.
   */
  careers: { groupByDepartment: true, showCompany: false },
  /** SPEC 9.2 */
  cms: { apiVersion: '2024-09-09', defaultDataset: 'production', cacheSize: 100, maxReferenceRounds: 100 },
} as const

export type Site = typeof site

/** Sanity's HTTP API (SPEC 7.1, 9.2). */
export interface SanitySettings {
  projectId: string
  dataset: string
  apiVersion: string
  token?: string
  /** Another API host, e.g. a local server in tests; requests then skip the project subdomain. */
  apiHost?: string
  timeoutMs?: number
}

export interface ServiceSettings {
  /** Base URL of the published site, no trailing slash; canonical URLs and the sitemap use it. */
  siteUrl: string
  cms: ({ kind: 'sanity' } & SanitySettings) | { kind: 'embedded'; datasetPath: string }
  ats: { kind: 'http'; url: string; timeoutMs: number } | { kind: 'embedded'; offersPath: string }
  algolia?: {
    appId: string
    searchKey: string
    adminKey?: string
    indexName: string
    /** Another API host than Algolia's, for the build and the browser (the tests' local stand-in). */
    host?: string
  }
  /** Base URL of the forms host; empty means the site's own Gatsby Functions under /api. */
  formsHost: string
  hubspotPortalId?: string
  /** The forms host's storage, forwarding and limits (docs/forms.md). */
  forms: FormsSettings
  cloudinary?: { cloud: string; cdnHost: string }
  /** SPEC 2.6 */
  cookieBanner: CookieBannerSettings
  publishing: PublishingSettings
  /** The marketing-automation tracking script (SPEC 7.10), loaded after consent; none when unset. */
  trackingScriptUrl?: string
  /** The marketing-form embed (SPEC 4.6, 7.9): HubSpot's forms script, loaded after consent. */
  hubspotForms?: { portalId: string; scriptUrl: string }
  /** Visitor IP geolocation (SPEC 7.5): GET `{url}?api-key={key}`, after consent. */
  geolocation?: { url: string; key: string }
}

export interface CookieBannerSettings {
  /** SPEC 2.6: the old style (one sentence, 'Decline'/'Accept') or the new one (the default). */
  style: 'new' | 'old'
  /** Hidden in deploy previews and test environments (SPEC 2.6). */
  hidden: boolean
}

/**
 * The settings browser code may see. They reach it through webpack's DefinePlugin
 * (src/node/client-build.ts), read in src/config/public-settings.ts; nothing secret goes here.
 */
export interface PublicSettings {
  cookieBanner: CookieBannerSettings
  trackingScriptUrl: string | null
  /** Where the browser forms post (SPEC 7.7); empty means the site's own functions under /api. */
  formsHost: string
  hubspotForms: { portalId: string; scriptUrl: string } | null
  geolocation: { url: string; key: string } | null
}

export function publicSettings(settings: ServiceSettings): PublicSettings {
  return {
    cookieBanner: settings.cookieBanner,
    trackingScriptUrl: settings.trackingScriptUrl ?? null,
    formsHost: settings.formsHost,
    hubspotForms: settings.hubspotForms ?? null,
    geolocation: settings.geolocation ?? null,
  }
}

/**
 * How a CMS publish reaches the site (docs/publishing.md): the webhook's shared secret, and which
 * rebuild the webhook triggers — a build hook (Netlify's or any other) or GitHub's
 * `repository_dispatch`. Unset parts leave the webhook answering 503.
 */
export interface PublishingSettings {
  /** `npm run preview` only: show drafts, live (CMS_DRAFTS=1). A production build refuses it. */
  previewDrafts: boolean
  webhookSecret?: string
  rebuild?: RebuildSettings
}

export type RebuildSettings = { kind: 'build-hook'; url: string } | { kind: 'github'; repository: string; token: string; apiUrl: string }

/** HubSpot Forms API v3 forwarding; set when `HUBSPOT_PORTAL_ID` and at least one form GUID are. */
export interface HubSpotForwarding {
  portalId: string
  /** `https://api.hsforms.com`, or a local stand-in in tests. */
  apiHost: string
  /** HubSpot form GUID per form id (`HUBSPOT_FORM_GUID_QUOTE` → `quote`). */
  formGuids: Record<string, string>
  timeoutMs: number
  /** Attempts before a submission is dead-lettered. */
  maxAttempts: number
  /** First retry delay; each next one doubles, with jitter, up to an hour. */
  retryBaseMs: number
}

export interface FormsSettings {
  /** lmdb folder of the embedded store (absolute). */
  dataDir: string
  /** PostgreSQL connection string; when set, submissions go there instead of lmdb. */
  databaseUrl?: string
  /** New submissions per window, per client IP address and per e-mail address. */
  rateLimit: { perIp: number; perEmail: number; windowSeconds: number }
  hubspot?: HubSpotForwarding
}

export class ConfigError extends Error {
  constructor(variable: string, problem: string) {
    super(`Invalid setting ${variable}: ${problem}`)
    this.name = 'ConfigError'
  }
}

type Env = Record<string, string | undefined>

/** A variable's trimmed value, or undefined when unset or blank. */
function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim()
  return value ? value : undefined
}

function url(env: Env, name: string): string | undefined {
  const value = read(env, name)
  if (value === undefined) return undefined
  let parsed: URL
  try {
    parsed = new URL(value)
  } catch {
    throw new ConfigError(name, `"${value}" is not a valid URL`)
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new ConfigError(name, `"${value}" must be an http or https URL`)
  }
  return value.replace(/\/+$/, '')
}

function matching(env: Env, name: string, pattern: RegExp, description: string): string | undefined {
  const value = read(env, name)
  if (value !== undefined && !pattern.test(value)) {
    throw new ConfigError(name, `"${value}" is not ${description}`)
  }
  return value
}

function positiveInteger(env: Env, name: string): number | undefined {
  const value = matching(env, name, /^[1-9]\d*$/, 'a positive whole number')
  return value === undefined ? undefined : Number(value)
}

function requireTogether(env: Env, names: string[]): void {
  const set = names.filter((n) => read(env, n) !== undefined)
  if (set.length > 0 && set.length < names.length) {
    const missing = names.filter((n) => !set.includes(n))
    throw new ConfigError(missing[0] as string, `must be set together with ${set.join(', ')}`)
  }
}

/**
 * Reads the service settings. `root` is the repository root, for the embedded defaults' paths.
 * See the table of environment variables in docs/configuration.md.
 */
export function readServiceSettings(env: Env, root: string): ServiceSettings {
  const siteUrl = url(env, 'SITE_URL') ?? 'https://www.threshold.example'
  // The folder of the embedded defaults (cms/, careers/); another one, e.g. a synthetic dataset
  // from `npm run content:scale`, replaces them all. A relative path is taken from the root.
  const contentValue = read(env, 'CONTENT_DIR')
  const contentDir = contentValue ? (contentValue.startsWith('/') ? contentValue : `${root}/${contentValue}`) : `${root}/content`

  const projectId = matching(env, 'SANITY_PROJECT_ID', /^[a-z0-9-]+$/, 'a Sanity project id (a-z, 0-9, -)')
  const dataset = matching(env, 'SANITY_DATASET', /^[a-z0-9][a-z0-9_-]{0,63}$/, 'a Sanity dataset name') ?? site.cms.defaultDataset
  // Read even when unused, so a bad value is reported whichever transport is chosen.
  const apiHost = url(env, 'SANITY_API_HOST')
  const timeoutMs = positiveInteger(env, 'SANITY_TIMEOUT_MS')
  const cms: ServiceSettings['cms'] = projectId
    ? {
        kind: 'sanity',
        projectId,
        dataset,
        apiVersion: site.cms.apiVersion,
        token: read(env, 'SANITY_TOKEN'),
        apiHost,
        timeoutMs,
      }
    : { kind: 'embedded', datasetPath: read(env, 'CMS_DATASET_PATH') ?? `${contentDir}/cms/data.ndjson` }

  const atsUrl = url(env, 'ATS_URL')
  const atsTimeoutMs = positiveInteger(env, 'ATS_TIMEOUT_MS') ?? 10_000
  const ats: ServiceSettings['ats'] = atsUrl
    ? { kind: 'http', url: atsUrl, timeoutMs: atsTimeoutMs }
    : { kind: 'embedded', offersPath: read(env, 'ATS_OFFERS_PATH') ?? `${contentDir}/careers/offers.json` }

  requireTogether(env, ['ALGOLIA_APP_ID', 'ALGOLIA_SEARCH_KEY'])
  const appId = matching(env, 'ALGOLIA_APP_ID', /^[A-Z0-9]+$/, 'an Algolia application id (A-Z, 0-9)')
  const searchKey = read(env, 'ALGOLIA_SEARCH_KEY')
  const algoliaHost = url(env, 'ALGOLIA_HOST')
  const algolia =
    appId && searchKey
      ? {
          appId,
          searchKey,
          adminKey: read(env, 'ALGOLIA_ADMIN_KEY'),
          indexName: read(env, 'ALGOLIA_INDEX_NAME') ?? site.searchIndexName,
          host: algoliaHost,
        }
      : undefined

  const forms = readFormsSettings(env, root)

  const cloud = matching(env, 'CLOUDINARY_CLOUD', /^[a-z0-9_-]+$/i, 'a Cloudinary cloud name')
  const cloudinary = cloud ? { cloud, cdnHost: url(env, 'CLOUDINARY_CDN') ?? 'https://res.cloudinary.com' } : undefined

  const bannerStyle = matching(env, 'COOKIE_BANNER_STYLE', /^(new|old)$/, '"new" or "old"') ?? 'new'
  const bannerHidden = matching(env, 'COOKIE_BANNER_HIDDEN', /^(true|false)$/, '"true" or "false"')
  const hubspotPortalId = matching(env, 'HUBSPOT_PORTAL_ID', /^\d+$/, 'a HubSpot portal id (digits)')
  const trackingScriptUrl =
    url(env, 'HUBSPOT_TRACKING_SCRIPT_URL') ?? (hubspotPortalId ? `https://js.hs-scripts.com/${hubspotPortalId}.js` : undefined)
  const hubspotFormsScriptUrl = url(env, 'HUBSPOT_FORMS_SCRIPT_URL') ?? 'https://js.hsforms.net/forms/embed/v2.js'
  const geolocationUrl = url(env, 'GEOLOCATION_URL')
  const geolocationKey = read(env, 'GEOLOCATION_KEY')
  if (geolocationUrl && !geolocationKey) throw new ConfigError('GEOLOCATION_KEY', 'must be set together with GEOLOCATION_URL')

  return {
    siteUrl,
    cms,
    ats,
    algolia,
    formsHost: url(env, 'FORMS_HOST') ?? '',
    hubspotPortalId,
    forms,
    cloudinary,
    cookieBanner: {
      style: bannerStyle === 'old' ? 'old' : 'new',
      // Netlify sets CONTEXT=deploy-preview in its deploy previews (SPEC 2.6: hidden there).
      hidden: bannerHidden === undefined ? read(env, 'CONTEXT') === 'deploy-preview' : bannerHidden === 'true',
    },
    trackingScriptUrl,
    hubspotForms: hubspotPortalId ? { portalId: hubspotPortalId, scriptUrl: hubspotFormsScriptUrl } : undefined,
    geolocation: geolocationUrl && geolocationKey ? { url: geolocationUrl, key: geolocationKey } : undefined,
    publishing: readPublishingSettings(env),
  }
}

/**
 * BUILD_HOOK_URL wins over GitHub. GitHub Actions sets GITHUB_REPOSITORY and GITHUB_API_URL in
 * every job, so those alone choose nothing: the GitHub path needs GITHUB_TOKEN too.
 */
function readPublishingSettings(env: Env): PublishingSettings {
  const buildHookUrl = url(env, 'BUILD_HOOK_URL')
  const repository = matching(env, 'GITHUB_REPOSITORY', /^[\w.-]+\/[\w.-]+$/, 'a GitHub repository (owner/name)')
  const token = read(env, 'GITHUB_TOKEN')
  const apiUrl = url(env, 'GITHUB_API_URL') ?? 'https://api.github.com'
  if (token && !repository && !buildHookUrl) {
    throw new ConfigError('GITHUB_REPOSITORY', 'must be set together with GITHUB_TOKEN')
  }
  const rebuild: RebuildSettings | undefined = buildHookUrl
    ? { kind: 'build-hook', url: buildHookUrl }
    : repository && token
      ? { kind: 'github', repository, token, apiUrl }
      : undefined
  const previewDrafts = matching(env, 'CMS_DRAFTS', /^[01]$/, '0 or 1') === '1'
  return { previewDrafts, webhookSecret: read(env, 'CMS_WEBHOOK_SECRET'), rebuild }
}

/** `HUBSPOT_FORM_GUID_FOOTER_NEWSLETTER` → `footerNewsletter`. */
function formIdFromVariable(suffix: string): string {
  return suffix.toLowerCase().replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase())
}

function readFormsSettings(env: Env, root: string): FormsSettings {
  const dataDirValue = read(env, 'FORMS_DATA_DIR') ?? '.data/forms'
  const databaseUrl = matching(env, 'DATABASE_URL', /^postgres(ql)?:\/\//, 'a PostgreSQL URL (postgres://…)')
  const rateLimit = {
    perIp: positiveInteger(env, 'FORMS_RATE_LIMIT_PER_IP') ?? 20,
    perEmail: positiveInteger(env, 'FORMS_RATE_LIMIT_PER_EMAIL') ?? 5,
    windowSeconds: positiveInteger(env, 'FORMS_RATE_WINDOW_SECONDS') ?? 600,
  }
  const portalId = matching(env, 'HUBSPOT_PORTAL_ID', /^\d+$/, 'a HubSpot portal id (digits)')
  const formGuids: Record<string, string> = {}
  for (const name of Object.keys(env).sort()) {
    const match = /^HUBSPOT_FORM_GUID_([A-Z][A-Z0-9_]*)$/.exec(name)
    const guid = match ? matching(env, name, /^[0-9a-f-]{36}$/i, 'a HubSpot form GUID') : undefined
    if (match && guid) formGuids[formIdFromVariable(match[1] as string)] = guid
  }
  const apiHost = url(env, 'HUBSPOT_API_HOST') ?? 'https://api.hsforms.com'
  const timeoutMs = positiveInteger(env, 'HUBSPOT_TIMEOUT_MS') ?? 10_000
  const maxAttempts = positiveInteger(env, 'HUBSPOT_MAX_ATTEMPTS') ?? 10
  const retryBaseMs = positiveInteger(env, 'HUBSPOT_RETRY_BASE_MS') ?? 5_000
  const hubspot =
    portalId && Object.keys(formGuids).length > 0 ? { portalId, apiHost, formGuids, timeoutMs, maxAttempts, retryBaseMs } : undefined
  return {
    dataDir: dataDirValue.startsWith('/') ? dataDirValue : `${root}/${dataDirValue}`,
    databaseUrl,
    rateLimit,
    hubspot,
  }
}
