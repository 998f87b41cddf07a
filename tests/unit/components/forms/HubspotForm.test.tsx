import { render, screen, waitFor } from '@testing-library/react'
import React from 'react'
import { buildValues } from '../../../../src/config/public-settings'
import { site } from '../../../../src/config/site-config'
import { ConsentProvider } from '../../../../src/components/consent/ConsentProvider'
import { HubspotForm } from '../../../../src/components/forms/HubspotForm'
import { HUBSPOT_FORMS_SCRIPT_ID } from '../../../../src/lib/forms/hubspot-embed'

// SPEC 4.6, 7.9: what the block shows without a portal, before consent, and after it (the script
// itself is exercised in Chromium with a stand-in, tests/e2e/hubspot-forms.spec.ts).
const FORM_ID = '0a1b2c3d-4e5f-6071-8293-a4b5c6d7e8f9'
const settings = buildValues.settings as { hubspotForms: { portalId: string; scriptUrl: string } | null }

function renderForm(): void {
  render(
    <ConsentProvider>
      <HubspotForm formId={FORM_ID} />
    </ConsentProvider>,
  )
}

describe('HubspotForm', () => {
  afterEach(() => {
    settings.hubspotForms = null
    document.cookie = `${site.doNotTrackCookie}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
    document.getElementById(HUBSPOT_FORMS_SCRIPT_ID)?.remove()
  })

  it('without a portal: a short message and a link to /quote, no script', async () => {
    document.cookie = `${site.doNotTrackCookie}=accepted.4102444800000; path=/`
    renderForm()
    expect(await screen.findByText(/This form is not available right now/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'request a quote' })).toHaveAttribute('href', '/quote')
    expect(document.getElementById(HUBSPOT_FORMS_SCRIPT_ID)).toBeNull()
  })

  it('with a portal, before consent: the consent message, no script', async () => {
    settings.hubspotForms = { portalId: '42', scriptUrl: 'http://127.0.0.1:9/forms.js' }
    renderForm()
    expect(await screen.findByText(/appears once you accept cookies/)).toBeInTheDocument()
    expect(document.getElementById(HUBSPOT_FORMS_SCRIPT_ID)).toBeNull()
  })

  it('with a portal and consent: the forms script is added once, and the form waits for it', async () => {
    settings.hubspotForms = { portalId: '42', scriptUrl: 'http://127.0.0.1:9/forms.js' }
    document.cookie = `${site.doNotTrackCookie}=accepted.4102444800000; path=/`
    renderForm()
    await waitFor(() => expect(document.getElementById(HUBSPOT_FORMS_SCRIPT_ID)).toHaveAttribute('src', 'http://127.0.0.1:9/forms.js'))
    expect(screen.getByRole('status')).toHaveTextContent('Loading the form…')
    expect(document.querySelectorAll(`#${HUBSPOT_FORMS_SCRIPT_ID}`)).toHaveLength(1)
  })
})
