/**
 * How the tests start Debian's Chromium (Playwright cannot download its own browser here): the
 * binary, and the flags without which Chromium tries to reach Google's services, which this
 * network refuses. Used by playwright.config.ts and by build tests that drive a browser themselves.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
