import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/helpers/chromium'

/**
 * End-to-end tests in Debian's Chromium (Playwright cannot download its own browser here)
 * against the production build, served by `gatsby serve` on 127.0.0.1. Build first: scripts/test-e2e.
 */
const PORT = Number(process.env.E2E_PORT ?? 9100)

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: `node_modules/.bin/gatsby serve --host 127.0.0.1 --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { GATSBY_TELEMETRY_DISABLED: '1' },
  },
})
