import { findOffer, OFFERS_FILE, type JobOffer } from '../../lib/careers/job-offer'

async function loadOffer(id: string | null): Promise<JobOffer> {
  const response = await fetch(OFFERS_FILE)
  if (!response.ok) throw new Error(`${OFFERS_FILE}: status ${response.status}`)
  const { offers } = (await response.json()) as { offers: JobOffer[] }
  const offer = findOffer(offers, id)
  if (!offer) throw new Error(`No job offer with id ${id ?? ''}`)
  return offer
}

/**
 * `/careers/offer?id={id}` (JobOfferById.tsx; SPEC 2.9, 4.3, 7.4): loading (the build's HTML: the
 * overlay), then loaded (the overlay gone, the offer in place of the page's heading) or failed (the
 * overlay gone, the content hidden, the error block shown; the reason goes to the console, SPEC 8).
 */
export function mount(root: HTMLElement): void {
  const overlay = root.querySelector('[data-testid="loading-overlay"]')
  const content = root.querySelector<HTMLElement>('[data-testid="job-offer-content"]')
  loadOffer(new URLSearchParams(window.location.search).get('id'))
    .then((offer) => {
      const template = content?.querySelector('template')
      // Gatsby develop renders the template's markup as its children, the build's HTML as its content.
      const markup = template?.content.firstElementChild ?? template?.firstElementChild
      if (!content || !markup) throw new Error('/careers/offer: the offer template is missing')
      const article = markup.cloneNode(true) as HTMLElement
      for (const el of article.querySelectorAll<HTMLElement>('[data-offer]')) el.textContent = field(offer, el.dataset.offer)
      for (const el of article.querySelectorAll<HTMLElement>('[data-offer-html]')) el.innerHTML = field(offer, el.dataset.offerHtml)
      for (const link of article.querySelectorAll('[data-offer-apply] a')) link.setAttribute('href', offer.applyUrl)
      root.querySelector('h1')?.remove()
      content.replaceChildren(article)
    })
    .catch((err: unknown) => {
      console.warn('Could not load job offer:', err)
      if (content) content.hidden = true
      root.querySelector<HTMLElement>('[role="alert"]')?.removeAttribute('hidden')
    })
    .finally(() => overlay?.remove())
}

/** The offer's field named by a `data-offer` mark, as text ('' for a mark that names none). */
function field(offer: JobOffer, name: string | undefined): string {
  const value = name && Object.prototype.hasOwnProperty.call(offer, name) ? offer[name as keyof JobOffer] : ''
  return typeof value === 'string' ? value : ''
}
