import { screen } from '@testing-library/react'
import { useStaticQuery } from 'gatsby'
import React from 'react'
import { JobOfferById } from '../../../../src/components/careers/JobOfferById'
import { mount } from '../../../../src/components/careers/job-offer-by-id.island'
import { OFFERS_FILE, type JobOffer } from '../../../../src/lib/careers/job-offer'
import { companyFactsQuery } from '../../../helpers/company-facts'
import { islandRoot, serverMarkup } from '../../../helpers/islands'
import { nextTask } from '../../../helpers/next-task'

// SPEC 2.9, 4.3, 7.4, 8: /careers/offer?id=, loading, then loaded or failed, on the build's HTML with its island.
const offer: JobOffer = {
  id: '2187301',
  title: 'Senior Embedded Firmware Engineer',
  department: 'Hardware Engineering',
  location: 'San Francisco, CA',
  company: 'Threshold Access, Inc.',
  companyUrl: '',
  infoUrl: '/careers/offer?id=2187301',
  applyUrl: 'https://jobs.threshold.example/o/firmware/c/new',
  description1: '<h2>The role</h2><p>Door readers.</p>',
  description2: '<ul><li>6+ years of C</li></ul>',
}

beforeEach(() => jest.mocked(useStaticQuery).mockReturnValue(companyFactsQuery))

/** The page as the build writes it at `search`, its island mounted over a fetch that answers `respond`. */
function page(search: string, respond: () => Promise<Response>): { fetch: jest.Mock; root: HTMLElement } {
  window.history.replaceState(null, '', `/careers/offer${search}`)
  const fetch = jest.fn(respond)
  window.fetch = fetch
  const { root } = islandRoot(serverMarkup(<JobOfferById />), 'job-offer-by-id')
  mount(root)
  return { fetch, root }
}

/** What fetch resolves with, as far as the island reads it (jsdom has no Response). */
const answer =
  (body: unknown, status = 200) =>
  () =>
    Promise.resolve({ ok: status === 200, status, json: () => Promise.resolve(body) } as Response)
const overlay = () => screen.queryByTestId('loading-overlay')
const content = () => screen.getByTestId('job-offer-content')

afterEach(() => {
  document.body.innerHTML = ''
  delete (window as { fetch?: unknown }).fetch
  jest.restoreAllMocks()
})

describe('JobOfferById', () => {
  it('is the loading state in the HTML: the page’s heading and the overlay', () => {
    serverMarkup(<JobOfferById />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Job offer')
    expect(screen.getByRole('status')).toHaveTextContent('Loading…')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('loaded: the overlay goes, the offer takes the heading’s place, every field filled', async () => {
    const { fetch } = page(`?id=${offer.id}`, answer({ offers: [{ ...offer, id: '1', title: 'Other' }, offer] }))
    expect(fetch).toHaveBeenCalledWith(OFFERS_FILE)
    await nextTask()
    expect(overlay()).toBeNull()
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([offer.title])
    const article = content().querySelector('article') as HTMLElement
    expect(article).toHaveTextContent(offer.department)
    expect(article).toHaveTextContent(`${offer.company} · ${offer.location}`)
    expect(screen.getByRole('heading', { level: 2, name: 'The role' })).toBeVisible()
    expect(screen.getByText('6+ years of C')).toBeVisible()
    // Apply above the offer and below it, both to the offer's form.
    const apply = screen.getAllByRole('link', { name: 'Apply' })
    expect(apply).toHaveLength(2)
    for (const link of apply) {
      expect(link).toHaveAttribute('href', offer.applyUrl)
      expect(link).toHaveAttribute('target', '_blank')
    }
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it.each([
    ['an unknown id', '?id=999', answer({ offers: [offer] })],
    ['no id', '', answer({ offers: [offer] })],
    ['a failed fetch', `?id=${offer.id}`, answer({}, 503)],
  ])('failed, with %s: the overlay goes, the content is hidden, the error shows; the reason is logged', async (_, search, respond) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    page(search, respond)
    await nextTask()
    expect(overlay()).toBeNull()
    expect(content()).not.toBeVisible()
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load job offer. Please contact us directly: sales@threshold.example')
    expect(screen.getByRole('alert').querySelector('a')).toHaveAttribute('href', 'mailto:sales@threshold.example')
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Job offer'])
    expect(warn).toHaveBeenCalledWith('Could not load job offer:', expect.any(Error))
  })
})
