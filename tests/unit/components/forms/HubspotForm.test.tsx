import { screen } from '@testing-library/react'
import React from 'react'
import { buildValues } from '../../../../src/config/public-settings'
import { site } from '../../../../src/config/site-config'
import { HubspotForm } from '../../../../src/components/forms/HubspotForm'
import type { IslandModule } from '../../../../src/islands/island-module'
import { chooseVariation, installAbTesting, type AbWindow } from '../../../../src/lib/ab-testing/ab-testing'
import { HUBSPOT_FORMS_SCRIPT_ID, type HubspotCreateOptions } from '../../../../src/lib/forms/hubspot-embed'
import { islandRoot, serverMarkup } from '../../../helpers/islands'
import { nextTask } from '../../../helpers/next-task'

// SPEC 4.6, 4.7, 7.9: what the block shows without a portal, before consent and after it, the
// dataLayer events and the A/B form theme, on the build's HTML with its island (the script itself
// is exercised in Chromium with a stand-in, tests/e2e/hubspot-forms.spec.ts).
const FORM_ID = '0a1b2c3d-4e5f-6071-8293-a4b5c6d7e8f9'
const SCRIPT_URL = 'http://127.0.0.1:9/forms.js'
const settings = buildValues.settings as { hubspotForms: { portalId: string; scriptUrl: string } | null }
const { formThemeCampaign, formThemeVariation, formThemeClass } = site.marketingAutomation
const win = window as unknown as AbWindow & { hbspt?: unknown; dataLayer?: unknown[] }

const unmounts: (() => void)[] = []

/**
 * The block as the build writes it, its island mounted: a page's code, loaded afresh for each test
 * (HubSpot's script is loaded once per page).
 */
async function block(): Promise<HTMLElement> {
  settings.hubspotForms = { portalId: '42', scriptUrl: SCRIPT_URL }
  const { root, props } = islandRoot(serverMarkup(<HubspotForm formId={FORM_ID} />), 'hubspot-form')
  const { mount }: IslandModule = await import('../../../../src/components/forms/hubspot-form.island')
  unmounts.push(mount(root, props) as () => void)
  return root
}

/** The forms script the island added, loaded: HubSpot's `hbspt`, which records the forms it creates. */
function scriptLoads(): HubspotCreateOptions[] {
  const created: HubspotCreateOptions[] = []
  win.hbspt = { forms: { create: (options: HubspotCreateOptions) => created.push(options) } }
  document.getElementById(HUBSPOT_FORMS_SCRIPT_ID)?.dispatchEvent(new Event('load'))
  return created
}

const accept = () => document.documentElement.setAttribute('data-consent', 'accepted')

beforeEach(() => jest.resetModules())

afterEach(async () => {
  unmounts.splice(0).forEach((unmount) => unmount())
  settings.hubspotForms = null
  document.documentElement.removeAttribute('data-consent')
  document.body.innerHTML = ''
  delete win.hbspt
  delete win.dataLayer
  delete win.thresholdAb
  await nextTask()
})

describe('HubspotForm', () => {
  it('without a portal: a short message and a link to /quote, no island', () => {
    const container = serverMarkup(<HubspotForm formId={FORM_ID} />)
    expect(container).toHaveTextContent('This form is not available right now. You can also request a quote and we will get back to you.')
    expect(screen.getByRole('link', { name: 'request a quote' })).toHaveAttribute('href', '/quote')
    expect(container.querySelector('[data-island]')).toBeNull()
  })

  it('with a portal, before consent: the consent message, no script, even after Decline', async () => {
    const root = await block()
    expect(root).toHaveAttribute('data-view', 'needs-consent')
    expect(screen.getByText(/appears once you accept cookies/)).toBeVisible()
    expect(screen.queryByRole('status')).toBeNull()
    document.documentElement.setAttribute('data-consent', 'declined')
    await nextTask()
    expect(document.getElementById(HUBSPOT_FORMS_SCRIPT_ID)).toBeNull()
  })

  it('after Accept on the page: the forms script once, the form created in its place, its submit announced with form_id (SPEC 4.6)', async () => {
    const root = await block()
    accept()
    await nextTask()
    expect(root).toHaveAttribute('data-view', 'form')
    expect(screen.queryByText(/appears once you accept cookies/)).not.toBeVisible()
    expect(screen.getByRole('status')).toHaveTextContent('Loading the form…')
    expect(document.querySelectorAll(`#${HUBSPOT_FORMS_SCRIPT_ID}`)).toHaveLength(1)
    expect(document.getElementById(HUBSPOT_FORMS_SCRIPT_ID)).toHaveAttribute('src', SCRIPT_URL)
    const created = scriptLoads()
    await nextTask()
    expect(created).toHaveLength(1)
    expect(created[0]).toMatchObject({ portalId: '42', formId: FORM_ID })
    expect(created[0]?.target).toMatch(/^#hs-form-/)
    expect(root.querySelector(created[0]?.target as string)).not.toBeNull()
    expect(created[0]).not.toHaveProperty('cssClass')
    created[0]?.onFormReady()
    expect(screen.queryByRole('status')).toBeNull()
    created[0]?.onBeforeFormSubmit()
    created[0]?.onFormSubmitted()
    expect(win.dataLayer).toEqual([
      { event: 'hubspot_form_submit', form_id: FORM_ID },
      { event: 'hubspot_form_submitted', form_id: FORM_ID },
    ])
  })

  it("with the form theme's brand variation, the form and its container get the theme's class, and follow a manual change (SPEC 4.7)", async () => {
    window.history.replaceState(null, '', `/?ab-${formThemeCampaign}=${formThemeVariation}`)
    const campaign = {
      name: formThemeCampaign,
      variations: [
        { name: 'default', chance: 50 },
        { name: formThemeVariation, chance: 50 },
      ],
    }
    installAbTesting(win, [campaign], site.abTestingStorageKey, chooseVariation)
    accept()
    const root = await block()
    expect(root).toHaveClass(formThemeClass)
    await nextTask()
    const created = scriptLoads()
    await nextTask()
    expect(created[0]?.cssClass).toBe(formThemeClass)
    win.thresholdAb?.set(formThemeCampaign, 'default')
    expect(root).not.toHaveClass(formThemeClass)
    window.history.replaceState(null, '', '/')
  })

  it('a script that fails to load: the form is not available, and the link to /quote remains', async () => {
    accept()
    const root = await block()
    await nextTask()
    document.getElementById(HUBSPOT_FORMS_SCRIPT_ID)?.dispatchEvent(new Event('error'))
    await nextTask()
    expect(root).toHaveAttribute('data-view', 'unavailable')
    expect(root).toHaveTextContent('This form is not available right now. You can also request a quote and we will get back to you.')
    expect(screen.queryByRole('status')).toBeNull()
  })
})
