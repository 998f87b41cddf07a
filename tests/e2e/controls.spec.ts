import { expect, type Locator, type Page } from '@playwright/test'
import { site } from '../../src/config/site-config'
import { loadLeadForm, loadPageSearch, waitForHydration } from './helpers'
import { test } from './worker-page'

// One form control (Laika's Control) for the lead forms, the search boxes (the overlay's,
// /search's, the 404's), the newsletter, and the fields of a HubSpot form under the brand's theme
// (SPEC 4.7). Where they stand on the same surface they look the same, at rest and focused.

/** What makes the control's shape, whatever the surface. */
const SHAPE = [
  'min-height',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'border-top-width',
  'border-top-style',
  'font-size',
  'font-family',
] as const
/** Its colours, the same on the same surface (the newsletter's is the footer's dark one). */
const COLOURS = ['border-top-color', 'background-color', 'color'] as const
const FOCUSED = ['outline-style', 'outline-width', 'outline-offset', 'outline-color'] as const

type Look = Record<string, string>

async function look(field: Locator): Promise<Look> {
  await expect(field).toBeVisible()
  const read = (properties: readonly string[]) =>
    field.evaluate((el, props) => Object.fromEntries(props.map((p) => [p, getComputedStyle(el).getPropertyValue(p)])), [...properties])
  const atRest = await read([...SHAPE, ...COLOURS])
  await field.focus()
  return { ...atRest, ...(await read(FOCUSED)) }
}

const pick = (from: Look, properties: readonly string[]): Look => Object.fromEntries(properties.map((p) => [p, from[p] as string]))

async function leadFormField(page: Page): Promise<Look> {
  await page.goto('/quote')
  // The form's code, loaded on first use, replaces the server's form: look at the live one.
  const form = page.locator('form[action*="/forms/submit/"]').first()
  await loadLeadForm(form)
  return look(form.locator('[name="firstName"]'))
}

test('the lead form, the search boxes, the newsletter and the themed HubSpot form share one control', async ({ workerPage: page }) => {
  const lead = await leadFormField(page)
  expect(lead['min-height']).toBe('44px')

  await page.goto('/search')
  // Its search code, loaded once the visitor turns to the search, replaces the box with its own (the same look).
  await waitForHydration(page)
  await loadPageSearch(page)
  await page.waitForLoadState('networkidle')
  const searchPage = await look(page.locator('main').getByRole('searchbox', { name: 'Search the site' }))

  await page.goto('/')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  const overlay = await look(page.getByRole('dialog', { name: 'Search' }).getByRole('searchbox', { name: 'Search the site' }))
  await page.keyboard.press('Escape')

  await page.goto('/no-such-page')
  const notFound = await look(page.locator('main').getByRole('searchbox', { name: 'Search the site' }))
  const newsletter = await look(page.locator('footer').getByLabel('Subscribe to our newsletter!'))

  for (const other of [searchPage, overlay, notFound]) expect(other).toEqual(lead)
  expect(pick(newsletter, [...SHAPE, 'outline-style', 'outline-width', 'outline-offset'])).toEqual(
    pick(lead, [...SHAPE, 'outline-style', 'outline-width', 'outline-offset']),
  )
})

test("a HubSpot form under the brand's theme takes the same control (SPEC 4.7)", async ({ workerPage: page }) => {
  const lead = await leadFormField(page)
  await page.context().addCookies([{ name: site.doNotTrackCookie, value: 'accepted.4102444800000', domain: '127.0.0.1', path: '/' }])
  const { formThemeCampaign, formThemeVariation } = site.marketingAutomation
  await page.goto(`/threshold-connect-video-sessions?ab-${formThemeCampaign}=${formThemeVariation}`)
  const themed = await look(page.locator('[data-hubspot-form] .hs-input').first())
  expect(themed).toEqual(lead)
})
