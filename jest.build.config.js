/**
 * Build-failure tests: each runs a real `gatsby build` against bad input or a failing service, and
 * checks it stops (bad CMS data, Sanity) or publishes the fallback (careers).
 * Run in band: the builds share .cache/ and public/.
 * @type {import('jest').Config}
 */
const unit = require('./jest.config.js')

module.exports = {
  ...unit.projects[0],
  displayName: 'build',
  testMatch: ['<rootDir>/tests/build/**/*.test.ts'],
  // A fixed order, the builds that leave Gatsby's cache unusable to the next first (tests/build/order.cjs).
  testSequencer: '<rootDir>/tests/build/order.cjs',
  // A clean clone's first build is cold (webpack, every image): 220 s on this 2-core machine, over
  // 180 s on CI's. Later builds reuse .cache/ and take 60-90 s.
  testTimeout: 480_000,
}
