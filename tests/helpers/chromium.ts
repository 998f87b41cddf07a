import chromium from './chromium.json'

/**
 * How the tests and the scripts start Debian's Chromium (Playwright cannot download its own browser
 * here): the binary, and the flags without which Chromium tries to reach Google's services, which
 * this network refuses. The one list is `chromium.json`, which the plain-JavaScript scripts read too
 * (scripts/dev/screenshots.mjs, scripts/bench/image-bytes.mjs, scripts/check/js-size.mjs and
 * lighthouse.mjs). Used by playwright.config.ts and by build tests that drive a browser themselves.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? chromium.path

export const CHROMIUM_ARGS: string[] = chromium.args
