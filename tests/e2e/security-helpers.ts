import { expect, type Page, type Response } from '@playwright/test'

// The security checks the specs share (docs/deploy.md, "Security headers"): the headers every page
// is served with, and a watcher of the page's Content-Security-Policy violations.

/** Pages whose every document already collects its violations: a worker's page (`workerPage`) is watched by each test. */
const watched = new WeakSet<Page>()

/**
 * Collects the page's CSP violations: `securitypolicyviolation` events, listened for before any
 * script of the page runs, and the console's CSP errors (which also cover what is blocked before
 * the listener could exist, such as an inline script in the head).
 */
export async function watchCsp(page: Page): Promise<{ violations: () => Promise<string[]> }> {
  const console: string[] = []
  page.on('console', (msg) => {
    if (/Content.Security.Policy|Refused to (load|execute|apply|connect|frame)/i.test(msg.text())) console.push(msg.text())
  })
  // Awaited: a navigation that starts before Playwright has registered the script runs without it.
  if (!watched.has(page)) {
    await page.addInitScript(() => {
      const seen: string[] = []
      ;(window as unknown as { __cspViolations: string[] }).__cspViolations = seen
      document.addEventListener('securitypolicyviolation', (e) => {
        seen.push(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`)
      })
    })
    watched.add(page)
  }
  return {
    violations: async () => [
      ...(await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])),
      ...console,
    ],
  }
}

function directive(policy: string, name: string): string[] {
  const found = policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name)
  return found ? found.slice(1) : []
}

export async function expectSecurityHeaders(response: Response | null): Promise<void> {
  expect(response, 'the page answered').not.toBeNull()
  const headers = await response!.allHeaders()
  const csp = headers['content-security-policy'] ?? ''
  expect(directive(csp, 'default-src')).toEqual(["'none'"])
  const scriptSrc = directive(csp, 'script-src')
  expect(scriptSrc).toContain("'self'")
  expect(scriptSrc.some((s) => s.startsWith("'sha256-"))).toBe(true)
  // The e2e build searches with Pagefind, whose WebAssembly needs 'wasm-unsafe-eval' (docs/search.md); nothing else unsafe.
  expect(scriptSrc.filter((s) => /unsafe|^\*$|^https?:$/.test(s))).toEqual(["'wasm-unsafe-eval'"])
  // docs/deploy.md, "Inline styles": <style> elements by hash only (the e2e build's forms script is a stand-in, not HubSpot's).
  const styleSrcElem = directive(csp, 'style-src-elem')
  expect(styleSrcElem).toContain("'self'")
  expect(styleSrcElem.some((s) => s.startsWith("'sha256-"))).toBe(true)
  expect(styleSrcElem.filter((s) => /unsafe|^\*$|^https?:$/.test(s))).toEqual([])
  expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"])
  expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains; preload')
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy']).toContain('camera=()')
  expect(headers['cross-origin-opener-policy']).toBe('same-origin')
  expect(headers['cross-origin-resource-policy']).toBe('same-site')
  expect(headers['x-frame-options']).toBe('DENY')
  expect(headers['x-xss-protection']).toBe('0')
  expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate')
}

/** After the page has settled: its late scripts and requests have run. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle')
}
