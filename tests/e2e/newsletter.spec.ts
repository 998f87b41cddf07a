import { test as base, expect, type Page } from '@playwright/test'
import { site } from '../../src/config/site-config'
import { wcagViolations } from './axe'
import { storedLeads, uniqueEmail, waitForHydration, watchErrors, type StoredLead } from './helpers'
import { test } from './worker-page'

// The footer newsletter (SPEC 4.4, 5.2, 7.7; docs/forms.md): its three states, its messages, the
// failure that keeps the e-mail, the post without JavaScript, and its accessibility in each state.
// The forms host is the built site's own function; its store is the one `npm run leads` reads.

const PAGE = '/pricing'
const ACTION = '**/api/threshold/forms/submit/footerNewsletter'

const newsletter = (page: Page) => page.locator('footer form').filter({ has: page.getByLabel('Subscribe to our newsletter!') })
const field = (page: Page) => page.getByLabel('Subscribe to our newsletter!')

const footerViolations = (page: Page) => wcagViolations(page, 'footer form')

/** The stored newsletter sign-ups of `email`. */
function storedSignUps(email: string): StoredLead[] {
  return storedLeads().filter((lead) => lead.fields.email === email)
}

async function open(page: Page): Promise<void> {
  await page.goto(PAGE)
  await waitForHydration(page)
  await newsletter(page).scrollIntoViewIfNeeded()
}

test('the field: its label, the sales e-mail as placeholder, type email, required (SPEC 5.2)', async ({ workerPage: page }) => {
  await open(page)
  // SPEC 3.8, 5.2: the form is named by its type id; SPEC 5.4: a required field's label shows '*'.
  await expect(newsletter(page)).toHaveAttribute('name', 'footerNewsletter')
  await expect(newsletter(page).locator('label')).toHaveText('Subscribe to our newsletter! *')
  // SPEC 9.4: its ids end in the placement's random suffix, the one the server's HTML holds.
  const instance = await newsletter(page).locator('input[name="_form_instance"]').inputValue()
  expect(instance).toMatch(/^[a-z0-9]{6}$/)
  await expect(field(page)).toHaveAttribute('id', `footerNewsletter-${instance}-email`)
  await expect(field(page)).toHaveAttribute('type', 'email')
  await expect(field(page)).toHaveAttribute('placeholder', site.email)
  await expect(field(page)).toHaveAttribute('required', '')
  await expect(newsletter(page).getByRole('button')).toHaveText('Submit')
  expect(await footerViolations(page)).toEqual([])
})

test('the validation code loads on focus, not with the page', async ({ workerPage: page }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  await open(page)
  await page.waitForLoadState('networkidle')
  const before = scripts.length
  await field(page).focus()
  await expect.poll(() => scripts.length).toBeGreaterThan(before)
})

test('idle → loading → submitted, and the sign-up is stored once (SPEC 4.4, 7.7)', async ({ workerPage: page }, testInfo) => {
  const errors = watchErrors(page)
  const email = uniqueEmail('newsletter')
  await open(page)
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(ACTION, async (route) => {
    await held
    await route.continue()
  })
  await field(page).fill(email)
  await newsletter(page).getByRole('button', { name: 'Submit' }).click()

  // Loading: both disabled, 'Loading...' with a spinner instead of 'Submit'.
  const button = newsletter(page).getByRole('button')
  await expect(button).toHaveText('Loading...')
  await expect(button).toBeDisabled()
  await expect(field(page)).toBeDisabled()
  await expect(button.locator('[aria-hidden="true"]')).toBeVisible()
  expect(await footerViolations(page)).toEqual([])

  release()
  await expect(newsletter(page).getByRole('status')).toHaveText('Thanks for connecting')
  await expect(newsletter(page)).toHaveAttribute('data-state', 'submitted')
  await expect(field(page)).toBeDisabled()
  await expect(button).toBeDisabled()
  await expect(field(page)).toHaveValue(email)
  expect(await footerViolations(page)).toEqual([])
  expect(errors).toEqual([])

  await newsletter(page).screenshot({ path: testInfo.outputPath('newsletter-submitted.png') })
  const stored = storedSignUps(email)
  expect(stored).toHaveLength(1)
  expect(stored[0]?.formId).toBe('footerNewsletter')
  expect(stored[0]?.tracking.url).toContain(PAGE)
})

test("a bad or missing e-mail shows the shared schema's message at the field (SPEC 5.1, 5.2)", async ({ workerPage: page }) => {
  let posted = 0
  await page.route(ACTION, (route) => {
    posted++
    return route.continue()
  })
  await open(page)
  const label = newsletter(page).locator('label')
  const labelColour = () => label.evaluate((l) => getComputedStyle(l).color)
  const idleColour = await labelColour()
  // The SPEC's messages are the form's code's, which loads on the form's first use; a submit before
  // it runs meets the browser's own validation (docs/forms.md), so the code is started first.
  await field(page).focus()
  await expect(newsletter(page)).toHaveAttribute('novalidate', '')
  await field(page).fill('not-an-email')
  await newsletter(page).getByRole('button', { name: 'Submit' }).click()
  await expect(newsletter(page).getByText('Please fill in an email')).toBeVisible()
  await expect(field(page)).toHaveAttribute('aria-invalid', 'true')
  const describedBy = await field(page).getAttribute('aria-describedby')
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveText('Please fill in an email')
  await expect(field(page)).toBeFocused()
  expect(await footerViolations(page)).toEqual([])

  // SPEC 5.4: a lone 'required' error highlights the label and lists nothing; screen readers still hear it.
  await field(page).fill('')
  await newsletter(page).getByRole('button', { name: 'Submit' }).click()
  await expect(field(page)).toHaveAttribute('aria-invalid', 'true')
  // No list: the message is only in the visually hidden span the field is described by.
  const described = page.locator(`[id="${describedBy}"]`)
  await expect(described.locator('.visually-hidden')).toHaveText('This field is required')
  expect(
    await described.evaluate((el) =>
      [...el.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent)
        .join('')
        .trim(),
    ),
  ).toBe('')
  expect(await labelColour()).not.toBe(idleColour)
  expect(posted).toBe(0)
})

test('a failed sign-up keeps the e-mail, says so, and a retry goes through (docs/forms.md)', async ({ workerPage: page }, testInfo) => {
  const email = uniqueEmail('retry')
  const errors = watchErrors(page, {
    // The failure is made on purpose below.
    expectedFailure: (url) => url.pathname.endsWith('/forms/submit/footerNewsletter'),
  })
  await open(page)
  let attempts = 0
  await page.route(ACTION, (route) => {
    attempts++
    return route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"down"}' })
  })
  await field(page).fill(email)
  await newsletter(page).getByRole('button', { name: 'Submit' }).click()
  const status = newsletter(page).getByRole('status')
  await expect(status).toHaveText('We could not sign you up just now. Your e-mail is still here: please try again.')
  await expect(newsletter(page)).toHaveAttribute('data-state', 'failed')
  await expect(field(page)).toHaveValue(email)
  await expect(field(page)).toBeEnabled()
  await expect(field(page)).toBeFocused()
  await expect(newsletter(page).getByRole('button')).toHaveText('Submit')
  expect(attempts).toBe(3)
  expect(await footerViolations(page)).toEqual([])
  await newsletter(page).screenshot({ path: testInfo.outputPath('newsletter-failed.png') })

  await page.unroute(ACTION)
  await newsletter(page).getByRole('button', { name: 'Submit' }).click()
  await expect(status).toHaveText('Thanks for connecting')
  expect(storedSignUps(email)).toHaveLength(1)
  expect(errors).toEqual([])
})

// Playwright's own `page` (`base`): a browser context of its own, with JavaScript off.
base.describe('without JavaScript', () => {
  base.use({ javaScriptEnabled: false })

  base('the form posts itself and lands on the newsletter thank-you page', async ({ page }) => {
    const email = uniqueEmail('nojs')
    await page.goto(PAGE)
    await field(page).fill(email)
    await newsletter(page).getByRole('button', { name: 'Submit' }).click()
    await page.waitForURL('**/newsletter/thank-you')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thanks for connecting')
    expect(storedSignUps(email)).toHaveLength(1)
  })
})

for (const width of [320, 390, 1280]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } })

    test('the form fits, in each state (screenshots)', async ({ workerPage: page }, testInfo) => {
      await open(page)
      const form = newsletter(page)
      const fits = async () => {
        const box = await form.boundingBox()
        expect(box?.x).toBeGreaterThanOrEqual(0)
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width)
      }
      await fits()
      await page
        .locator('footer')
        .first()
        .screenshot({ path: testInfo.outputPath(`newsletter-idle-${width}.png`) })
      await field(page).fill('not-an-email')
      await form.getByRole('button', { name: 'Submit' }).click()
      await expect(form.getByText('Please fill in an email')).toBeVisible()
      await fits()
      await form.screenshot({ path: testInfo.outputPath(`newsletter-invalid-${width}.png`) })
      await page.route(ACTION, () => undefined)
      await field(page).fill(uniqueEmail('screenshot'))
      await form.getByRole('button', { name: 'Submit' }).click()
      await expect(form.getByRole('button')).toHaveText('Loading...')
      await fits()
      await form.screenshot({ path: testInfo.outputPath(`newsletter-loading-${width}.png`), animations: 'disabled' })
    })
  })
}
