import { act, waitFor } from '@testing-library/react'
import React from 'react'
import { hydrateRoot } from 'react-dom/client'
import { TextDecoder, TextEncoder } from 'node:util'
import { NewsletterForm } from '../../../../src/components/footer/NewsletterForm'
import { postNewsletter } from '../../../../src/lib/forms/newsletter-submit'

jest.mock('../../../../src/lib/forms/newsletter-submit', () => ({
  newsletterEmailErrors: jest.fn(() => Promise.resolve([])),
  newSubmissionId: () => 'submission-1',
  postNewsletter: jest.fn(() => Promise.resolve({ ok: true })),
}))

// React's server renderer needs TextEncoder, which jsdom lacks: load it once they are in place.
Object.assign(globalThis, { TextEncoder, TextDecoder })
// eslint-disable-next-line @typescript-eslint/no-require-imports -- after the globals above, which an import would precede
const { renderToString } = require('react-dom/server') as typeof import('react-dom/server')

// SPEC 9.4: element ids end in a random 6-character suffix. The server draws it; hydration must
// keep it, or React reports the ids as a mismatch and the label no longer names its field.
describe('NewsletterForm ids', () => {
  afterEach(() => {
    document.body.innerHTML = ''
    jest.restoreAllMocks()
  })

  it("keeps the server's random suffix when it hydrates", async () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(<NewsletterForm />)
    document.body.appendChild(container)
    const field = container.querySelector('input[type="email"]') as HTMLInputElement
    const instance = (container.querySelector('input[name="_form_instance"]') as HTMLInputElement).value
    expect(instance).toMatch(/^[a-z0-9]{6}$/)
    expect(field.id).toBe(`footerNewsletter-${instance}-email`)
    expect(container.querySelector('label')?.getAttribute('for')).toBe(field.id)

    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    await act(async () => {
      hydrateRoot(container, <NewsletterForm />)
    })
    expect(errors).not.toHaveBeenCalled()
    expect(container.querySelector('input[type="email"]')?.id).toBe(`footerNewsletter-${instance}-email`)
  })

  it('draws another suffix for another placement', () => {
    const suffixes = new Set(
      Array.from({ length: 5 }, () => renderToString(<NewsletterForm />).match(/name="_form_instance" value="([a-z0-9]{6})"/)?.[1]),
    )
    expect(suffixes.size).toBe(5)
  })
})

// SPEC 4.4 with the page's code late (docs/forms.md, "The footer newsletter"): an e-mail typed into
// the build's field before the form's code ran is the one sent, not an empty field's 'required'.
it('sends what was typed before the form was hydrated', async () => {
  const container = document.createElement('div')
  container.innerHTML = renderToString(<NewsletterForm />)
  document.body.appendChild(container)
  const field = container.querySelector('input[type="email"]') as HTMLInputElement
  field.value = 'ada@example.com'
  await act(async () => {
    hydrateRoot(container, <NewsletterForm />)
  })
  await act(async () => {
    container.querySelector('form')?.requestSubmit()
  })
  expect(postNewsletter).toHaveBeenCalledWith(expect.any(String), 'ada@example.com', 'submission-1')
  await waitFor(() => expect(container.querySelector('form')?.getAttribute('data-state')).toBe('submitted'))
  document.body.innerHTML = ''
})
