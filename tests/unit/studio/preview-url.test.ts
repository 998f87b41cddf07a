import { site } from '../../../src/config/site-config'
import { previewUrl } from '../../../studio/preview-url'
import { studioSettings } from '../../../studio/settings'

// The Studio's link from a document to `npm run preview` (docs/studio.md), at the route the site's
// own link rule gives it (SPEC 2.10: another project's page lives on the sister site).
describe("the Studio's preview link", () => {
  it('opens the document at its route in the preview server', () => {
    expect(previewUrl({ href: '/blog/running-a-lockdown-drill' })).toBe('http://127.0.0.1:8000/blog/running-a-lockdown-drill')
    expect(previewUrl({ href: '/', project: site.mainProject })).toBe('http://127.0.0.1:8000/')
  })

  it("opens another project's page on the sister site", () => {
    expect(previewUrl({ href: '/resources/member-access', project: 'coworking' })).toBe(`${site.sisterSiteUrl}/resources/member-access`)
  })

  it('has no link for a document without a route', () => {
    expect(previewUrl({})).toBeUndefined()
    expect(previewUrl({ href: 'https://elsewhere.example/' })).toBeUndefined()
  })
})

describe("the Studio's project (SPEC 9.2)", () => {
  it("is the one named by the settings, the dataset 'production' by default", () => {
    expect(studioSettings({ SANITY_STUDIO_PROJECT_ID: 'abc123' })).toEqual({ projectId: 'abc123', dataset: 'production' })
    expect(studioSettings({ SANITY_STUDIO_PROJECT_ID: 'abc123', SANITY_STUDIO_DATASET: 'staging' }).dataset).toBe('staging')
  })
})
