import React from 'react'
import { buildValues } from '../../../../src/config/public-settings'
import { site } from '../../../../src/config/site-config'
import { TrackingScript } from '../../../../src/components/consent/TrackingScript'
import { mount } from '../../../../src/components/consent/tracking-script.island'
import { islandRoot, serverMarkup } from '../../../helpers/islands'
import { nextTask } from '../../../helpers/next-task'

// SPEC 2.1, 7.10, docs/consent.md: the classic layout's tracking script, never before consent.
const settings = buildValues.settings as { trackingScriptUrl: string | null }
const URL = 'http://127.0.0.1:9/hs-script-loader.js'
const scripts = () => document.querySelectorAll(`script#${site.marketingAutomation.trackingScriptId}`)

afterEach(async () => {
  settings.trackingScriptUrl = null
  document.documentElement.removeAttribute('data-consent')
  document.body.innerHTML = ''
  await nextTask()
})

describe('TrackingScript', () => {
  it('without a URL there is nothing, not even an island', () => {
    expect(serverMarkup(<TrackingScript />).innerHTML).toBe('')
  })

  it('adds the script only once the visitor accepts on the page, and once', async () => {
    settings.trackingScriptUrl = URL
    const { root, props } = islandRoot(serverMarkup(<TrackingScript />), 'tracking-script')
    expect(root).not.toBeVisible()
    mount(root, props)
    expect(scripts()).toHaveLength(0)
    document.documentElement.setAttribute('data-consent', 'declined')
    await nextTask()
    expect(scripts()).toHaveLength(0)
    document.documentElement.setAttribute('data-consent', 'accepted')
    await nextTask()
    expect(scripts()).toHaveLength(1)
    expect(scripts()[0]).toHaveAttribute('src', URL)
    mount(root, props)
    expect(scripts()).toHaveLength(1)
  })

  it('adds it at once on a page loaded with consent', () => {
    settings.trackingScriptUrl = URL
    document.documentElement.setAttribute('data-consent', 'accepted')
    const { root, props } = islandRoot(serverMarkup(<TrackingScript />), 'tracking-script')
    mount(root, props)
    expect(scripts()).toHaveLength(1)
  })
})
