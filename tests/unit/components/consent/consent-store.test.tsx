import { consentChoice, subscribeConsent, whenAccepted } from '../../../../src/components/consent/consent-store'
import { nextTask } from '../../../helpers/next-task'

// docs/consent.md, "The consent store": the one choice of the page, whoever records it; what the
// islands that wait for consent (tracking, embedded forms, geolocation) are told.
const html = document.documentElement

afterEach(async () => {
  html.removeAttribute('data-consent')
  html.removeAttribute('data-consent-reopened')
  await nextTask()
})

describe('the consent store', () => {
  it('reads the choice the head script marked on <html>, null before one', () => {
    expect(consentChoice()).toBeNull()
    html.setAttribute('data-consent', 'declined')
    expect(consentChoice()).toBe('declined')
  })

  it('runs what waits for consent at once when accepted, else when the visitor accepts, once', async () => {
    html.setAttribute('data-consent', 'accepted')
    const now = jest.fn()
    whenAccepted(now)
    expect(now).toHaveBeenCalledTimes(1)

    html.removeAttribute('data-consent')
    await nextTask()
    const later = jest.fn()
    whenAccepted(later)
    html.setAttribute('data-consent', 'declined')
    await nextTask()
    expect(later).not.toHaveBeenCalled()
    html.setAttribute('data-consent', 'accepted')
    await nextTask()
    html.setAttribute('data-consent', 'declined')
    await nextTask()
    html.setAttribute('data-consent', 'accepted')
    await nextTask()
    expect(later).toHaveBeenCalledTimes(1)
  })

  it('cancels a wait, and stops telling an unsubscribed listener', async () => {
    const waiting = jest.fn()
    const listener = jest.fn()
    whenAccepted(waiting)()
    const unsubscribe = subscribeConsent(listener)
    html.setAttribute('data-consent', 'declined')
    await nextTask()
    expect(listener).toHaveBeenCalledWith('declined')
    unsubscribe()
    html.setAttribute('data-consent', 'accepted')
    await nextTask()
    expect(listener).toHaveBeenCalledTimes(1)
    expect(waiting).not.toHaveBeenCalled()
  })
})
