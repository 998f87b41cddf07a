import { test as base, expect, type Locator, type Page } from '@playwright/test'
import { forms, type FormDefinition } from '../../src/lib/forms'
import type { FieldSpec } from '../../src/lib/forms/fields'
import { docs } from '../helpers/site-dataset'
import { wcagViolations as violations } from './axe'
import { islandOf, loadLeadForm, storedLeads, uniqueEmail, waitForHydration, watchErrors } from './helpers'
import { test } from './worker-page'

// The lead forms in the page (SPEC 4.5, 5.1, 5.3, 5.4, 7.5, 7.6, 7.8; docs/forms.md, "In the page"),
// against the built site and its forms functions: what is stored is read back with the leads CLI.
// Each test fills a long form, posts it and reads the store back through the CLI.
test.describe.configure({ timeout: 90_000 })

const PAGES = [
  { form: forms.quote, path: '/quote', thankYou: '/quote/thank-you' },
  { form: forms.demo, path: '/demo', thankYou: '/demo/thank-you' },
  { form: forms.resellers, path: '/resellers', thankYou: '/resellers/thank-you' },
  { form: forms.contact, path: '/contact-us', thankYou: '/contact-us/thank-you' },
] as const

/** A valid answer for a field, by its type. */
function validValue(field: FieldSpec, email: string): string {
  if (field.name === 'country') return 'Portugal'
  if (field.type === 'email') return email
  if (field.type === 'tel') return '+351212345678'
  if (field.type === 'integer') return '12'
  if (field.type === 'select') return field.options?.[0]?.value ?? ''
  if (field.type === 'textarea') return 'We have twelve doors on two sites.'
  return 'Ada'
}

/** The form once its script has taken over (formik validates; the native hints are gone), its code loaded on first use. */
async function openForm(page: Page, path: string, form: FormDefinition): Promise<Locator> {
  const smartFields = form.smartFields.length > 0 ? page.waitForResponse((r) => r.url().includes('/forms/smart-fields/')) : null
  await page.goto(path)
  const element = page.locator(`form[action$="/forms/submit/${form.id}"]`)
  await loadLeadForm(element)
  if (smartFields) await smartFields
  return element
}

/**
 * Records the form events `page` fires from now on, kept in the test's process: the thank-you or
 * error page is a new page load (docs/islands.md), which starts with a new `window`.
 */
async function recordFormEvents(page: Page, dom: string): Promise<{ dom: unknown[]; dataLayer: unknown[] }> {
  const seen = { dom: [] as unknown[], dataLayer: [] as unknown[] }
  const name = `recordFormEvent${Math.random().toString(36).slice(2)}`
  await page.exposeFunction(name, (kind: 'dom' | 'dataLayer', entry: unknown) => seen[kind].push(entry))
  await page.evaluate(
    ({ name, dom }) => {
      const record = (window as unknown as Record<string, (kind: string, entry: unknown) => void>)[name] as (
        kind: string,
        entry: unknown,
      ) => void
      window.addEventListener(dom, (e) => record('dom', (e as CustomEvent).detail))
      const holder = window as unknown as { dataLayer?: unknown[] }
      const layer = (holder.dataLayer ??= [])
      const push = layer.push.bind(layer)
      layer.push = (...entries: unknown[]) => {
        for (const entry of entries) record('dataLayer', entry)
        return push(...entries)
      }
    },
    { name, dom },
  )
  return seen
}

/** Fills every shown field validly, the smart fields the server added included. */
async function fillValid(element: Locator, form: FormDefinition, email: string): Promise<void> {
  for (const field of form.fields) {
    const control = element.locator(`[name="${field.name}"]`)
    if ((await control.count()) === 0) continue
    if (field.type === 'select') await control.selectOption(validValue(field, email))
    else await control.fill(validValue(field, email))
  }
  const own = new Set(form.fields.map((f) => f.name))
  for (const select of await element.locator('select').all()) {
    if (!own.has((await select.getAttribute('name')) ?? '')) await select.selectOption({ index: 1 })
  }
}

for (const { form, path, thankYou } of PAGES) {
  test(`${path}: a valid ${form.id} request is stored and the visitor lands on ${thankYou}`, async ({ workerPage: page }) => {
    const errors = watchErrors(page)
    const element = await openForm(page, path, form)
    const events = await recordFormEvents(page, 'threshold:form-success')
    const email = uniqueEmail(form.id)
    await fillValid(element, form, email)
    await element.getByRole('button', { name: /./ }).last().click()
    await expect(page).toHaveURL(thankYou)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Thank you')
    // SPEC 4.5 step 3: the success event, for the site's code and for the tag manager.
    expect(events.dom).toEqual([{ formId: form.id }])
    expect(events.dataLayer).toContainEqual({ event: 'form_submit_success', form_id: form.id })
    const lead = storedLeads().find((l) => l.fields.email === email)
    expect(lead?.formId).toBe(form.id)
    // SPEC 3.8: the tracking fields came with it.
    expect(lead?.tracking.url).toBe(`http://127.0.0.1:${new URL(page.url()).port}${path}`)
    expect(lead?.tracking.embeddedUserId).toMatch(/^[A-Za-z0-9_-]{20}$/)
    expect(errors).toEqual([])
  })
}

// SPEC 4.5 steps 3 and 4: a placement may send its leads to a page of its own (the campaign's thank-you page).
const placed = docs
  .flatMap((d) =>
    ((d.sections ?? []) as { _type: string; formId?: string; redirectUrl?: string }[]).map((s) => ({ path: String(d.href), section: s })),
  )
  .find(({ section }) => section._type === 'leadForm' && section.redirectUrl)

test("a placement's own redirectUrl takes its leads there instead of the form's thank-you page (SPEC 4.5 step 3)", async ({
  workerPage: page,
}) => {
  expect(placed, 'the dataset needs a lead form with its own redirectUrl').toBeDefined()
  const { path, section } = placed as NonNullable<typeof placed>
  const form = forms[section.formId as keyof typeof forms]
  expect(section.redirectUrl).not.toBe(form.thankYouPath)
  const element = await openForm(page, path, form)
  const email = uniqueEmail('placed')
  await fillValid(element, form, email)
  await element.getByRole('button', { name: /./ }).last().click()
  await expect(page).toHaveURL(String(section.redirectUrl))
  expect(storedLeads().find((l) => l.fields.email === email)?.formId).toBe(form.id)
})

test.describe('the quote form', () => {
  /**
   * /quote hydrated and idle, its form's code not loaded (docs/forms.md, "Loading"), and every
   * script the page asks for from now on held until the returned function is called.
   */
  async function quoteWithCodeHeld(
    page: Page,
    baseURL: string | undefined,
  ): Promise<{ form: Locator; asked: string[]; release: () => void }> {
    await page.goto('/quote')
    await waitForHydration(page)
    await page.waitForLoadState('networkidle')
    const origin = new URL(baseURL ?? '').origin
    const asked: string[] = []
    let release = (): void => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(
      (url) => url.origin === origin && url.pathname.endsWith('.js'),
      async (route) => {
        asked.push(route.request().url())
        await held
        await route.continue()
      },
    )
    return { form: page.locator('form[action$="/forms/submit/quote"]'), asked, release }
  }

  test('typed and submitted before its code arrives, the request is sent once the code is there, with nothing lost', async ({
    workerPage: page,
    baseURL,
  }) => {
    const errors = watchErrors(page)
    const { form, asked, release } = await quoteWithCodeHeld(page, baseURL)
    const posts: string[] = []
    page.on('request', (r) => r.method() === 'POST' && r.url().includes('/forms/submit/') && posts.push(r.url()))
    expect(asked).toEqual([])
    // Typed key by key into the server's form: its first focus asks for the code, which is held.
    await form.locator('[name="firstName"]').pressSequentially('Ada')
    await expect.poll(() => asked.length).toBeGreaterThan(0)
    const email = uniqueEmail('before-code')
    await fillValid(form, forms.quote, email)
    const submit = form.getByRole('button', { name: 'Request a quote' })
    await submit.click()
    await submit.click()
    // Held, and shown busy: not posted by the browser, not lost.
    await expect(submit).toHaveAttribute('data-early-pending', '')
    await expect(form).toHaveAttribute('aria-busy', 'true')
    await page.waitForTimeout(500)
    expect(posts).toEqual([])
    await expect(page).toHaveURL('/quote')
    expect(await islandOf(form).getAttribute('data-hydrated')).toBeNull()
    release()
    await expect(page).toHaveURL('/quote/thank-you', { timeout: 20_000 })
    expect(posts).toHaveLength(1)
    const leads = storedLeads().filter((l) => l.fields.email === email)
    expect(leads).toHaveLength(1)
    expect(leads[0]?.fields.firstName).toBe('Ada')
    expect(leads[0]?.fields.message).toBe(validValue(forms.quote.fields.find((f) => f.name === 'message') as FieldSpec, email))
    // Sent by the form's code (postForm, with the tracking fields), not by the browser.
    expect(leads[0]?.tracking.embeddedUserId).toMatch(/^[A-Za-z0-9_-]{20}$/)
    expect(errors).toEqual([])
  })

  test('typing goes on in the same field, with its text, as the code arrives', async ({ workerPage: page, baseURL }) => {
    const { form, release } = await quoteWithCodeHeld(page, baseURL)
    const company = form.locator('[name="company"]')
    await company.pressSequentially('Threshold')
    release()
    await expect(islandOf(form)).toHaveAttribute('data-hydrated', '', { timeout: 20_000 })
    await expect(company).toBeFocused()
    await page.keyboard.type(' Ltd')
    await expect(company).toHaveValue('Threshold Ltd')
  })

  test('shows each SPEC 5.1 message for its bad input and moves focus to the first invalid field', async ({ workerPage: page }) => {
    const element = await openForm(page, '/quote', forms.quote)
    const submit = element.getByRole('button', { name: 'Request a quote' })
    const errorsOf = (name: string) => element.locator(`[id$="-${name}-errors"]`)

    // Empty: every required field is invalid; a lone 'required' error highlights the label, no list (SPEC 5.4).
    await submit.click()
    const firstName = element.locator('[name="firstName"]')
    await expect(firstName).toBeFocused()
    await expect(firstName).toHaveAttribute('aria-invalid', 'true')
    await expect(errorsOf('firstName').locator('li')).toHaveCount(0)
    await expect(errorsOf('firstName')).toHaveText('This field is required')
    await expect(element.getByText('First name *')).toBeVisible()
    await expect(element.getByRole('status')).toContainText('fields need your attention')
    // The US state is asked only for the United States (SPEC 3.9).
    await expect(element.locator('[name="state"]')).toHaveCount(0)
    await element.locator('[name="country"]').selectOption('United States of America')
    await expect(element.locator('[name="state"]')).toBeVisible()

    await element.locator('[name="email"]').fill('not-an-email')
    await element.locator('[name="phone"]').fill('12ab')
    await element.locator('[name="doors"]').fill('1.5')
    await element.locator('[name="sites"]').fill('0')
    await element.locator('[name="firstName"]').fill('Ada')
    await element.locator('[name="firstName"]').evaluate((input) => input.removeAttribute('maxlength'))
    await element.locator('[name="lastName"]').evaluate((input) => input.removeAttribute('maxlength'))
    await element.locator('[name="lastName"]').fill('x'.repeat(101))
    await submit.click()
    await expect(errorsOf('email')).toHaveText('Please fill in an email')
    await expect(errorsOf('phone')).toHaveText('Must be a valid phone number')
    await expect(errorsOf('doors')).toHaveText('Please fill in a full number')
    await expect(errorsOf('sites')).toHaveText('Must be at least 1')
    await expect(errorsOf('lastName')).toHaveText('Too long')
    // SPEC 4.5 step 5: the first field showing errors, in the order of the form.
    await expect(element.locator('[name="lastName"]')).toBeFocused()

    await element.locator('[name="doors"]').fill('200000')
    await element.locator('[name="lastName"]').fill('Lovelace')
    await submit.click()
    await expect(errorsOf('doors')).toHaveText('Maximum is 100000')
    await expect(element.locator('[name="email"]')).toBeFocused()
    expect(await violations(page)).toEqual([])
  })

  test("lists every client error of a field, with the server's (SPEC 5.4)", async ({ workerPage: page }) => {
    const element = await openForm(page, '/quote', forms.quote)
    const email = element.locator('[name="email"]')
    await email.evaluate((input) => input.removeAttribute('maxlength'))
    // Too long and not an address: both messages, not only the first.
    await email.fill('x'.repeat(260))
    await element.getByRole('button', { name: 'Request a quote' }).click()
    await expect(element.locator('[id$="-email-errors"] li')).toHaveText(['Too long', 'Please fill in an email'])
  })

  test("shows the server's 422 messages beside their fields", async ({ workerPage: page }) => {
    const element = await openForm(page, '/quote', forms.quote)
    await page.route('**/forms/submit/quote', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({ errors: { company: ['Not a company we can quote for'] } }),
      }),
    )
    await fillValid(element, forms.quote, uniqueEmail('server'))
    await element.getByRole('button', { name: 'Request a quote' }).click()
    await expect(element.locator('[id$="-company-errors"]')).toHaveText('Not a company we can quote for')
    await expect(element.locator('[name="company"]')).toBeFocused()
    await expect(page).toHaveURL('/quote')
  })

  test('a failed post fires the error event and goes to /error (SPEC 4.5 step 4, SPEC 8)', async ({ workerPage: page }) => {
    const element = await openForm(page, '/quote', forms.quote)
    await page.route('**/forms/submit/quote', (route) => route.fulfill({ status: 500, body: 'down' }))
    const events = await recordFormEvents(page, 'threshold:form-error')
    await fillValid(element, forms.quote, uniqueEmail('down'))
    await element.getByRole('button', { name: 'Request a quote' }).click()
    await expect(page).toHaveURL('/error')
    expect(events.dom).toEqual([{ formId: 'quote' }])
    expect(events.dataLayer).toContainEqual({ event: 'form_submit_error', form_id: 'quote' })
  })

  test('shows a sending state, and a double click sends once', async ({ workerPage: page }) => {
    const element = await openForm(page, '/quote', forms.quote)
    let posts = 0
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/forms/submit/quote', async (route) => {
      posts++
      await held
      await route.continue()
    })
    const email = uniqueEmail('double')
    await fillValid(element, forms.quote, email)
    await element.getByRole('button', { name: 'Request a quote' }).dblclick()
    const sending = element.getByRole('button', { name: 'Sending...' })
    await expect(sending).toBeDisabled()
    // SPEC 3.8 attributes.disabled: the fields too, as the newsletter's while it loads (SPEC 4.4).
    for (const name of ['firstName', 'email', 'country', 'message']) await expect(element.locator(`[name="${name}"]`)).toBeDisabled()
    await expect(element).toHaveAttribute('aria-busy', 'true')
    expect(await violations(page)).toEqual([])
    release()
    await expect(page).toHaveURL('/quote/thank-you')
    expect(posts).toBe(1)
    expect(storedLeads().filter((l) => l.fields.email === email)).toHaveLength(1)
  })

  test('asks for the smart fields with the tracking cookie and shows at most two (SPEC 5.3, 7.8)', async ({ workerPage: page }) => {
    await page.context().addCookies([{ name: 'hubspotutk', value: `smart-${Date.now()}`, domain: '127.0.0.1', path: '/' }])
    const request = page.waitForRequest((r) => r.url().includes('/forms/smart-fields/quote'))
    const element = await openForm(page, '/quote', forms.quote)
    expect((await request).headers()['x-custom-data']).toMatch(/^hutk=smart-\d+$/)
    await expect(element.getByLabel('Industry *')).toBeVisible()
    await expect(element.getByLabel('Company size *')).toBeVisible()
    await expect(element.getByLabel('Current access-control system')).toHaveCount(0)
    await expect(element.getByLabel('Industry *').locator('option').first()).toHaveText('Select...')
    await element.getByRole('button', { name: 'Request a quote' }).click()
    // Smart fields say 'Required.' (SPEC 5.1): a lone required error, so the label is highlighted.
    await expect(element.locator('[id$="-industry-errors"]')).toHaveText('Required.')
  })

  test('shows the required fields first, then the optional ones, and the message last, smart fields included', async ({
    workerPage: page,
  }) => {
    await page.context().addCookies([{ name: 'hubspotutk', value: `order-${Date.now()}`, domain: '127.0.0.1', path: '/' }])
    const element = await openForm(page, '/quote', forms.quote)
    await expect(element.getByLabel('Industry *')).toBeVisible()
    const required = new Map<string, boolean>([...forms.quote.fields, ...forms.quote.smartFields].map((f) => [f.name, f.required]))
    const names = (
      await element.locator('input, select, textarea').evaluateAll((els) => els.map((el) => el.getAttribute('name') ?? ''))
    ).filter((n) => required.has(n))
    expect(names.at(-1)).toBe('message')
    const flags = names.slice(0, -1).map((n) => required.get(n))
    expect(names.length).toBeGreaterThan(8)
    expect(flags, names.join(', ')).toEqual([...flags].sort((a, b) => Number(b) - Number(a)))
    expect(flags).toContain(false)
  })

  test('on a 390 px screen the form starts on the first screen', async ({ workerPage: page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const element = await openForm(page, '/quote', forms.quote)
    const firstField = element.locator('input:not([type=hidden]), select, textarea').first()
    const box = await firstField.boundingBox()
    expect(box?.y ?? Infinity).toBeLessThan(844 - (box?.height ?? 0))
  })

  test('on a 1280 px screen "What happens next" stands in the right third, beside the form', async ({ workerPage: page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    const element = await openForm(page, '/quote', forms.quote)
    const next = page.getByRole('region', { name: 'What happens next' })
    const [form, aside, main] = await Promise.all([element.boundingBox(), next.boundingBox(), page.locator('main').boundingBox()])
    expect(form && aside && main).toBeTruthy()
    expect(aside!.x).toBeGreaterThanOrEqual(form!.x + form!.width)
    expect(aside!.x).toBeGreaterThan(main!.x + main!.width / 2)
    // Beside, not under: level with the form's heading, above the form itself.
    expect(aside!.y).toBeLessThan(form!.y)
  })

  test("preselects the visitor's country after consent (SPEC 7.5), and asks nothing before", async ({ workerPage: page }) => {
    // The geolocation stand-in's path (scripts/test/e2e-settings).
    const asked: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/v1/ip') asked.push(request.url())
    })
    const declined = await openForm(page, '/quote', forms.quote)
    // Until the network is quiet: the form's code has loaded and run, and asked nothing.
    await page.waitForLoadState('networkidle')
    expect(asked).toEqual([])
    await expect(declined.locator('[name="country"]')).toHaveValue('')
    await page.context().addCookies([{ name: 'threshold_do_not_track', value: 'accepted.4102444800000', domain: '127.0.0.1', path: '/' }])
    const accepted = await openForm(page, '/quote', forms.quote)
    await expect(accepted.locator('[name="country"]')).toHaveValue('Portugal')
  })
})

test.describe('the contact form (a generic form: Required., SPEC 5.1)', () => {
  test("says 'Required.' and names the minimum length", async ({ workerPage: page }) => {
    const element = await openForm(page, '/contact-us', forms.contact)
    await element.locator('[name="message"]').fill('short')
    await element.getByRole('button', { name: 'Send message' }).click()
    // SPEC 5.4 as written: 'Required.' does not contain 'required', so it is listed, not only the label highlighted.
    await expect(element.locator('[id$="-name-errors"] li')).toHaveText(['Required.'])
    await expect(element.locator('[id$="-message-errors"]')).toHaveText('Must be at least 10 characters long')
    await expect(element.locator('[name="name"]')).toBeFocused()
  })
})

test.describe('element ids (SPEC 9.4: a random suffix of 6 alphanumeric characters)', () => {
  test("are the server HTML's in the live form: the suffix survives hydration", async ({ workerPage: page, request }) => {
    const html = await (await request.get('/quote')).text()
    const instance = html.match(/name="_form_instance" value="([a-z0-9]{6})"/)?.[1]
    expect(instance).toBeDefined()
    expect(html).toContain(`id="quote-${instance}-firstName"`)
    // The suffix was drawn when the page was built; the live form that replaces the server's takes it from there.
    const element = await openForm(page, '/quote', forms.quote)
    await expect(element.locator('input[name="_form_instance"]')).toHaveValue(instance as string)
    await expect(element.locator('[name="firstName"]')).toHaveAttribute('id', `quote-${instance}-firstName`)
    await expect(element.getByLabel('First name *')).toHaveAttribute('name', 'firstName')
  })

  test('a form placed twice on a page repeats no id', async ({ workerPage: page }) => {
    await page.goto('/laika/components/sections')
    // Each placement's code loaded: the live forms keep their placements' ids.
    for (const form of await page.locator('form[action*="/forms/submit/"]:not([name])').all()) await loadLeadForm(form)
    const placements = await page
      .locator('input[name="_form_instance"]')
      .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value))
    expect(placements.length).toBeGreaterThanOrEqual(2)
    expect(new Set(placements).size).toBe(placements.length)
    const ids = await page.locator('[id]').evaluateAll((elements) => elements.map((e) => e.id))
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([])
  })
})

// Playwright's own `page` (`base`): a browser context of its own, with JavaScript off.
base.describe('without JavaScript', () => {
  base.use({ javaScriptEnabled: false })

  base('a valid quote request posts natively, is stored and lands on the thank-you page', async ({ page }) => {
    await page.goto('/quote')
    const element = page.locator('form[action$="/forms/submit/quote"]')
    await expect(element).not.toHaveAttribute('novalidate', '')
    const email = uniqueEmail('nojs')
    await fillValid(element, forms.quote, email)
    await element.getByRole('button', { name: 'Request a quote' }).click()
    await expect(page).toHaveURL('/quote/thank-you')
    const lead = storedLeads().find((l) => l.fields.email === email)
    expect(lead?.formId).toBe('quote')
  })

  base("a placement's own redirectUrl works without JavaScript too (SPEC 4.5 step 3)", async ({ page }) => {
    const { path, section } = placed as NonNullable<typeof placed>
    const form = forms[section.formId as keyof typeof forms]
    await page.goto(path)
    const element = page.locator(`form[action$="/forms/submit/${form.id}"]`)
    const email = uniqueEmail('nojs-placed')
    await fillValid(element, form, email)
    await element.getByRole('button', { name: /./ }).last().click()
    await expect(page).toHaveURL(String(section.redirectUrl))
    expect(storedLeads().find((l) => l.fields.email === email)?.formId).toBe(form.id)
  })

  base('an invalid one comes back to the form with its first error shown, and nothing typed in the page', async ({ page }) => {
    await page.goto('/quote')
    const element = page.locator('form[action$="/forms/submit/quote"]')
    await fillValid(element, forms.quote, uniqueEmail('nojs-bad'))
    // Within the native constraints (no max on a text input), beyond the schema's.
    await element.locator('[name="doors"]').fill('200000')
    await element.locator('[name="company"]').fill('Typed <b>Company</b>')
    await element.getByRole('button', { name: 'Request a quote' }).click()
    // The hint of this placement: the form id, then its SPEC 9.4 suffix, posted with the form.
    const instance = await page.locator('input[name="_form_instance"]').inputValue()
    expect(instance).toMatch(/^[a-z0-9]{6}$/)
    await expect(page).toHaveURL(`/quote?invalid=doors#quote-${instance}-doors-max_value`)
    await expect(page.locator(`#quote-${instance}-doors-max_value`)).toBeVisible()
    await expect(page.locator(`#quote-${instance}-doors-max_value`)).toHaveText('Maximum is 100000')
    await expect(page.locator(`#quote-${instance}-doors-integer`)).toBeHidden()
    expect(await page.content()).not.toContain('Typed')
  })
})

// The thank-you pages are routes of docs/routes.txt: a11y.spec.ts (reflow at 320px included) and routes.spec.ts check them.
for (const width of [320, 390, 1280]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } })

    for (const { form, path } of PAGES) {
      test(`${path}, its form hydrated, has no WCAG 2.2 AA violations and does not scroll sideways`, async ({ workerPage: page }) => {
        await openForm(page, path, form)
        expect(await violations(page)).toEqual([])
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      })
    }
  })
}
