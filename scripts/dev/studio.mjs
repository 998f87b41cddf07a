#!/usr/bin/env node
// `npm run studio`: the Studio in development (sanity dev) against a real Sanity project. Without one it
// says what to set and exits 1: a Studio on no project would open, then fail on every save.
import { spawnSync } from 'node:child_process'

const missing = ['SANITY_STUDIO_PROJECT_ID', 'SANITY_STUDIO_DATASET'].filter((name) => !process.env[name])
if (missing.length > 0) {
  console.error(`npm run studio: set ${missing.join(' and ')} first, e.g.
  SANITY_STUDIO_PROJECT_ID=abc123de SANITY_STUDIO_DATASET=production npm run studio
The project id is on https://www.sanity.io/manage; docs/studio.md has the steps.`)
  process.exit(1)
}
const { status } = spawnSync('npx', ['sanity', 'dev', '--host', '127.0.0.1', ...process.argv.slice(2)], {
  cwd: new URL('../../studio', import.meta.url),
  stdio: 'inherit',
})
process.exit(status ?? 1)
