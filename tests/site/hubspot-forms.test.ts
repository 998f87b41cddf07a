import path from 'node:path'
import { readServiceSettings } from '../../src/config/site-config'

// SPEC 4.6, 7.9 (docs/forms.md): the settings the e2e build is made with (scripts/test/e2e-settings)
// keep every HubSpot request local (the embedded forms in Chromium: tests/e2e/hubspot-forms.spec.ts).
const SETTINGS = readServiceSettings(process.env, path.join(__dirname, '../..'))
const FORMS = SETTINGS.hubspotForms

test('the e2e build embeds forms through the local stand-in, and the forms host forwards nothing to HubSpot', () => {
  expect(FORMS?.scriptUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/forms-embed-v2\.js$/)
  expect(SETTINGS.trackingScriptUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//)
  // Forwarding needs a form GUID (HUBSPOT_FORM_GUID_*) besides the portal id: the e2e settings set none.
  expect(SETTINGS.forms.hubspot).toBeUndefined()
})
