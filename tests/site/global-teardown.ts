import { rmSync } from 'node:fs'
import type { ServedSite } from '../helpers/gatsby-serve'

/** Stops the site tests' server and removes its forms' store (tests/site/global-setup.ts). */
export default async function globalTeardown(): Promise<void> {
  const { __servedSite: site, __formsDataDir: formsDataDir } = globalThis as { __servedSite?: ServedSite; __formsDataDir?: string }
  await site?.kill()
  if (formsDataDir) rmSync(formsDataDir, { recursive: true, force: true })
}
