/**
 * The order of the build tests (jest.build.config.js). They build in the repository one after
 * another, sharing .cache/ and public/, so their order is fixed: jest's own runs first the files
 * that took longest in its last run, and a failure would not come back in the same order.
 * Gatsby deletes most of .cache/ (the queries, the image jobs) when a build's plugins differ from
 * the last build's, and the builds of build-failures.test.ts against a Sanity project have no
 * gatsby-source-filesystem: after them the next build with the embedded dataset finds its cache
 * gone. They, and `gatsby develop` (preview), go first, before the first build that succeeds.
 */
const path = require('node:path')
const Sequencer = require('@jest/test-sequencer').default

const ORDER = ['build-failures', 'preview', 'careers-build', 'warm-build', 'content-build', 'search-algolia', 'collection-empty-states']

module.exports = class BuildTestOrder extends Sequencer {
  sort(tests) {
    const rank = (test) => {
      const i = ORDER.indexOf(path.basename(test.path, '.test.ts'))
      return i === -1 ? ORDER.length : i
    }
    return [...tests].sort((a, b) => rank(a) - rank(b))
  }
}
