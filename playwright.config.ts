import { defineConfig } from '@playwright/test'

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
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Without these, Chromium tries to reach Google's services, which this network refuses.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
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
