import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { serveSite } from '../helpers/gatsby-serve'
import { freePort } from '../helpers/local-server'
import { SERVED_SITE_URL } from '../helpers/served-site'

/**
 * Serves the built site (public/ and its functions) once for the site tests, with `npm run serve`'s
 * command as Playwright's web server does (playwright.config.ts), on a free port; its URL goes to
 * the tests in `SERVED_SITE_URL`. tests/site/global-teardown.ts stops it and removes its forms' store.
 */
export default async function globalSetup(): Promise<void> {
  const formsDataDir = mkdtempSync(path.join(os.tmpdir(), 'site-tests-forms-'))
  const site = await serveSite(await freePort(), { FORMS_DATA_DIR: formsDataDir })
  Object.assign(globalThis, { __servedSite: site, __formsDataDir: formsDataDir })
  process.env[SERVED_SITE_URL] = site.url
}
