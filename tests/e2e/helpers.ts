import { execFileSync } from 'node:child_process'
import { expect, type Locator, type Page } from '@playwright/test'
import { E2E_FORMS_DATA_DIR } from '../../playwright.config'

/**
 * Waits until the page's islands that load at start are running (docs/islands.md): `<html
 * data-hydrated>` (src/islands/runtime.ts). Islands that load on use or when visible may still wait.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'))
}

/**
 * Waits for the page's next two frames and the task after them: by then what a change set off has
 * happened (a re-render after hydration, the layout-shift entries of what moved).
 */
export async function afterFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))),
  )
}

/** The root of the island an element is in (docs/islands.md): it carries the island's mark once its code runs. */
export function islandOf(element: Locator): Locator {
  return element.locator('xpath=./ancestor-or-self::*[@data-island][1]')
}

/**
 * Loads a lead form's code as a visitor's first move in the form does (docs/forms.md, "Loading"):
 * here a pointer pressed on the form, which moves no focus. Waits until the form's island runs.
 */
export async function loadLeadForm(form: Locator): Promise<void> {
  await waitForHydration(form.page())
  await form.dispatchEvent('pointerdown')
  await expect(islandOf(form)).toHaveAttribute('data-hydrated', '', { timeout: 20_000 })
}

/**
 * Loads /search's code, which without a query in the URL waits for the visitor to turn to the
 * search (docs/search.md, "/search"), as loadLeadForm does a form's: here a pointer over the page's
 * heading, which is no input that excuses a layout shift and does not restyle the box as hovering it
 * would. Returns once the index's entry, which Pagefind fetches as soon as the code starts it, has
 * arrived (Pagefind asks for it with a query string that keeps it fresh).
 */
export async function loadPageSearch(page: Page): Promise<void> {
  const loading = page.waitForResponse(/\/pagefind\/pagefind-entry\.json(\?|$)/)
  await page.getByRole('heading', { name: 'Search', level: 1 }).hover()
  await loading
}

/**
 * The tests' one error watcher: collects page errors, console errors and failed requests, which a
 * page must never have. `expectedFailure` names requests that may fail, each with its reason at the
 * call. The console's 'Failed to load resource' echo is left to the request handlers, so an
 * expected failure is not reported twice.
 */
export function watchErrors(page: Page, { expectedFailure = () => false }: { expectedFailure?: (url: URL) => boolean } = {}): string[] {
  const errors: string[] = []
  page.on('pageerror', (err) => errors.push(err.message))
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) errors.push(msg.text())
  })
  page.on('response', (res) => {
    if (res.status() >= 400 && !expectedFailure(new URL(res.url()))) errors.push(`${res.status()} ${res.url()}`)
  })
  page.on('requestfailed', (req) => {
    if (!expectedFailure(new URL(req.url()))) errors.push(`${req.failure()?.errorText ?? 'failed'} ${req.url()}`)
  })
  return errors
}

/**
 * A CSS selector for a CSS-module class in the production build, where `Body.module.css`'s
 * `.body` becomes `Body-module--body--<hash>`.
 */
export const moduleClass = (file: string, local: string): string => `[class*="${file}-module--${local}--"]`

export interface StoredLead {
  formId: string
  fields: Record<string, string>
  tracking: Record<string, string | undefined>
  /** The A/B variations it was posted with (`_ab`). */
  variations?: Record<string, string>
}

/** The leads stored by the served site, read as an operator does: `npm run leads -- export`. */
export function storedLeads(): StoredLead[] {
  const out = execFileSync('npm', ['run', '--silent', 'leads', '--', 'export', '--format', 'ndjson'], {
    cwd: `${__dirname}/../..`,
    env: { ...process.env, FORMS_DATA_DIR: E2E_FORMS_DATA_DIR },
    encoding: 'utf8',
  })
  return out
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as StoredLead)
}

/** An e-mail address no other test (or earlier run against the same store) has used. */
export const uniqueEmail = (what: string): string => `${what}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`
