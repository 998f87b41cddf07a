import {
  hubspotCreateOptions,
  hubspotFormEvent,
  hubspotFormIdProblem,
  type HubspotFormEvent,
} from '../../../../src/lib/forms/hubspot-embed'

const FORM_ID = '0a1b2c3d-4e5f-6071-8293-a4b5c6d7e8f9'

describe('embedded HubSpot forms (SPEC 4.6, 7.9)', () => {
  it('creates the form in its target, with the dataLayer events before and after submit carrying form_id', () => {
    const pushed: HubspotFormEvent[] = []
    let ready = 0
    const options = hubspotCreateOptions({
      portalId: '123',
      formId: FORM_ID,
      targetId: 'hs-form-1',
      push: (e) => pushed.push(e),
      onReady: () => ready++,
    })
    expect(options).toMatchObject({ portalId: '123', formId: FORM_ID, target: '#hs-form-1' })
    expect(options).not.toHaveProperty('cssClass')
    options.onFormReady()
    options.onBeforeFormSubmit()
    expect(pushed).toEqual([{ event: 'hubspot_form_submit', form_id: FORM_ID }])
    options.onFormSubmitted()
    expect(pushed).toEqual([hubspotFormEvent('before', FORM_ID), { event: 'hubspot_form_submitted', form_id: FORM_ID }])
    expect(ready).toBe(1)
  })

  it("gives the form the theme's class when the A/B variation asks for it (SPEC 4.7)", () => {
    const options = hubspotCreateOptions({
      portalId: '1',
      formId: FORM_ID,
      targetId: 't',
      themeClass: 'threshold-form-theme',
      push: () => undefined,
      onReady: () => undefined,
    })
    expect(options.cssClass).toBe('threshold-form-theme')
  })
})

describe('the content rule of a hubspotForm block or section', () => {
  it('accepts a form GUID, in either case', () => {
    expect(hubspotFormIdProblem(FORM_ID)).toBeUndefined()
    expect(hubspotFormIdProblem(FORM_ID.toUpperCase())).toBeUndefined()
  })

  it('leaves a missing id to the content model, which requires one', () => {
    expect(hubspotFormIdProblem(undefined)).toBeUndefined()
  })

  it('names what is wrong with any other id', () => {
    expect(hubspotFormIdProblem('contact-us')).toContain('"contact-us" is not a HubSpot form id')
    expect(hubspotFormIdProblem(42)).toContain('42 is not a HubSpot form id')
  })
})
