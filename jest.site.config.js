/**
 * The site tests: jest checks of the e2e build that need no browser, only its files in public/ or
 * HTTP requests to it: headers, redirects, sitemap, the built HTML, the CMS webhook.
 * tests/site/global-setup.ts serves the build once (`npm run serve`'s server, as Playwright's); a
 * test that needs other settings starts its own. scripts/test/e2e runs them before Playwright, on
 * the same build and settings (`npm run test:site` alone). Run in band: one served site.
 * @type {import('jest').Config}
 */
const unit = require('./jest.config.js')

module.exports = {
  ...unit.projects[0],
  displayName: 'site',
  testMatch: ['<rootDir>/tests/site/**/*.test.ts'],
  globalSetup: '<rootDir>/tests/site/global-setup.ts',
  globalTeardown: '<rootDir>/tests/site/global-teardown.ts',
  testTimeout: 180_000,
}
