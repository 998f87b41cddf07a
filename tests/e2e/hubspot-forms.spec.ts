import path from 'node:path'
import { expect, type Page } from '@playwright/test'
import { readServiceSettings, site } from '../../src/config/site-config'
import { wcagViolations } from './axe'
import { foreignRequests } from './consent-helpers'
import { waitForHydration, watchErrors } from './helpers'
import { test } from './worker-page'

// Embedded HubSpot forms (SPEC 4.6, 4.7, 7.9; docs/forms.md): the message before consent, HubSpot's
// forms script only after Accept (a local stand-in, tests/helpers/tracking-stand-in.ts), the
// dataLayer events with form_id, and the A/B theme's class. These tests start as a first-time
// visitor: no cookies (the other specs run as one who declined).
test.use({ storageState: { cookies: [], origins: [] } })

const SETTINGS = readServiceSettings(process.env, path.join(__dirname, '../..'))
const FORMS = SETTINGS.hubspotForms
/** A page with a hubspotForm section, and one with a hubspotForm body block (the dataset). */
const SECTION_PAGE = '/threshold-connect-video-sessions'
const BLOCK_PAGE = '/blog/a-year-of-the-office-occupancy-index'

const embed = (page: Page) => page.locator('[data-hubspot-form]').first()

const violations = (page: Page) => wcagViolations(page, '[data-hubspot-form]')

async function accept(page: Page): Promise<void> {
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept all' }).click()
}

type Pushed = { event?: string; form_id?: string }
const formEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: Pushed[] }).dataLayer ?? []).filter(
      (e) => typeof e?.event === 'string' && e.event.startsWith('hubspot_form'),
    ),
  )

for (const [where, route] of [
  ['section', SECTION_PAGE],
  ['body block', BLOCK_PAGE],
] as const) {
  test(`a ${where}: a message and a link to /quote before consent, nothing loaded from HubSpot`, async ({
    workerPage: page,
    baseURL,
  }, testInfo) => {
    const foreign = foreignRequests(page, new URL(baseURL as string).origin)
    await page.goto(route)
    await waitForHydration(page)
    await expect(embed(page)).toContainText('appears once you accept cookies')
    await expect(embed(page).getByRole('link', { name: 'request a quote' })).toHaveAttribute('href', '/quote')
    await page.waitForLoadState('networkidle')
    expect(foreign).toEqual([])
    expect(await violations(page)).toEqual([])
    await embed(page).screenshot({ path: testInfo.outputPath(`hubspot-${where.replace(' ', '-')}-before-consent.png`) })
  })

  test(`a ${where}: after Accept the forms script loads, the form is created, and its submit is announced with form_id (SPEC 4.6)`, async ({
    page,
    baseURL,
  }, testInfo) => {
    const errors = watchErrors(page)
    const foreign = foreignRequests(page, new URL(baseURL as string).origin)
    await page.goto(route)
    await waitForHydration(page)
    const formId = (await embed(page).getAttribute('data-hubspot-form')) as string
    await Promise.all([page.waitForRequest(FORMS?.scriptUrl as string), accept(page)])
    const form = embed(page).locator('form.hs-form')
    await expect(form).toBeVisible()
    await expect(embed(page).getByRole('status')).toHaveCount(0)
    const created = await page.evaluate(() => (window as unknown as { hubspotStandIn: { created: unknown[] } }).hubspotStandIn.created)
    expect(created).toEqual([expect.objectContaining({ portalId: FORMS?.portalId, formId, target: expect.stringMatching(/^#hs-form-/) })])
    expect(await violations(page)).toEqual([])
    await embed(page).screenshot({ path: testInfo.outputPath(`hubspot-${where.replace(' ', '-')}.png`) })

    await form.getByLabel('Email').fill('ada@example.com')
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(embed(page)).toContainText('Thanks for submitting the form.')
    await expect
      .poll(() => formEvents(page))
      .toEqual([
        { event: 'hubspot_form_submit', form_id: formId },
        { event: 'hubspot_form_submitted', form_id: formId },
      ])
    expect(await violations(page)).toEqual([])
    // The stand-in is the only other origin, and only after consent.
    expect(foreign).toEqual([FORMS?.scriptUrl])
    expect(errors).toEqual([])
  })
}

test('a visitor who declined sees the message, and nothing is loaded', async ({ workerPage: page, baseURL }) => {
  const foreign = foreignRequests(page, new URL(baseURL as string).origin)
  await page.goto(SECTION_PAGE)
  await waitForHydration(page)
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Decline' }).click()
  await page.waitForLoadState('networkidle')
  await expect(embed(page)).toContainText('appears once you accept cookies')
  expect(foreign).toEqual([])
})

test("with the form theme's 'threshold' variation the form gets the custom class, and not with another (SPEC 4.7)", async ({
  page,
}, testInfo) => {
  const { formThemeCampaign, formThemeVariation, formThemeClass } = site.marketingAutomation
  await page.goto(`${SECTION_PAGE}?ab-${formThemeCampaign}=${formThemeVariation}`)
  await waitForHydration(page)
  await accept(page)
  await expect(embed(page).locator('form.hs-form')).toBeVisible()
  await expect(embed(page)).toHaveClass(new RegExp(`\\b${formThemeClass}\\b`))
  await expect(embed(page).locator('form.hs-form')).toHaveClass(new RegExp(`\\b${formThemeClass}\\b`))
  expect(await violations(page)).toEqual([])
  await embed(page).screenshot({ path: testInfo.outputPath('hubspot-themed.png') })

  await page.goto(`${SECTION_PAGE}?ab-${formThemeCampaign}=default`)
  await expect(embed(page).locator('form.hs-form')).toBeVisible()
  await expect(embed(page)).not.toHaveClass(new RegExp(formThemeClass))
  await expect(embed(page).locator('form.hs-form')).not.toHaveClass(new RegExp(formThemeClass))
})
