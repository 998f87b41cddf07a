import path from 'node:path'
import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/helpers/chromium'

/**
 * End-to-end tests in Debian's Chromium (Playwright cannot download its own browser here)
 * against the production build, served by `npm run serve`'s server (scripts/dev/serve.ts, with the
 * build's headers) on 127.0.0.1. Build first: scripts/test/e2e.
 */
const PORT = Number(process.env.E2E_PORT ?? 9100)
/** The tracking script's stand-in; the e2e build's HUBSPOT_TRACKING_SCRIPT_URL points here (scripts/test/e2e-settings). */
const TRACKING_PORT = PORT + 1
/** The geolocation service's stand-in; the e2e build's GEOLOCATION_URL points here (scripts/test/e2e-settings). */
const GEOLOCATION_PORT = PORT + 2
/**
 * The served site's forms store (lmdb), one per port; tests/e2e/forms.spec.ts reads it with
 * `npm run leads -- export` and the same FORMS_DATA_DIR.
 */
export const E2E_FORMS_DATA_DIR = path.resolve(__dirname, `.data/e2e-forms-${PORT}`)

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // In CI (a clean clone on a loaded 2-core machine), a test that fails is run once more: a pass
  // then is reported as flaky in the list, by name, and does not fail the run. Locally none is
  // retried, so a flaky test shows as the failure it is; fix its cause (docs/quality.md).
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // The e2e build shows the cookie banner, as production does. Every spec but the consent ones
    // (which start from an empty jar) runs as a visitor who has already declined: the banner stays
    // hidden and nothing is tracked, so what they test is not covered or preceded in the tab order.
    storageState: {
      cookies: [
        {
          name: 'threshold_do_not_track',
          value: 'declined.4102444800000',
          domain: '127.0.0.1',
          path: '/',
          expires: 4102444800,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    },
    browserName: 'chromium',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: [
    {
      command: `node_modules/.bin/tsx scripts/dev/serve.ts --host 127.0.0.1 --port ${PORT}`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      // Every form spec posts from 127.0.0.1: the per-IP limit (20 in ten minutes) would refuse the later ones.
      env: {
        GATSBY_TELEMETRY_DISABLED: '1',
        FORMS_DATA_DIR: E2E_FORMS_DATA_DIR,
        FORMS_RATE_LIMIT_PER_IP: '10000',
        FORMS_RATE_LIMIT_PER_EMAIL: '10000',
      },
    },
    {
      command: `node_modules/.bin/tsx tests/helpers/tracking-stand-in.ts ${TRACKING_PORT}`,
      url: `http://127.0.0.1:${TRACKING_PORT}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `node_modules/.bin/tsx tests/helpers/geolocation-stand-in.ts ${GEOLOCATION_PORT}`,
      url: `http://127.0.0.1:${GEOLOCATION_PORT}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
})
