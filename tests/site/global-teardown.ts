import type { ServedSite } from '../helpers/gatsby-serve'

/** Stops the site tests' server (tests/site/global-setup.ts). */
export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __servedSite?: ServedSite }).__servedSite?.kill()
}
