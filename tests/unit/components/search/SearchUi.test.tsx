import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import React from 'react'
import { render as renderInFrame, unmountComponentAtNode } from 'react-dom'
import type { SearchClient } from 'instantsearch.js'
import { SearchPanel } from '../../../../src/components/search/SearchUi'

// SPEC 2.8: the overlay's arrow keys move between the box and the hits. Results arrive a keystroke at
// a time, so a hit with the focus can be replaced by a later keystroke's hits.
interface Pending {
  query: string
  resolve: () => void
}

// A later keystroke's hits overlap an earlier one's, in another order, without the hit that has the
// focus: its element is removed, and the focus with it.
const HITS: Record<string, string[]> = {
  doo: ['doors', 'doorways', 'outdoor', 'indoor', 'door'],
  door: ['door', 'doors', 'door-controller', 'door-reader', 'door-strike'],
}

function hit(slug: string) {
  const title = slug.replace('-', ' ')
  return {
    objectID: slug,
    type: 'Article',
    title,
    href: `/resources/${slug}`,
    _highlightResult: { title: { value: title, matchLevel: 'none', matchedWords: [] } },
  }
}

/** A search client whose answers the test releases one at a time. */
function heldClient(pending: Pending[]): SearchClient {
  return {
    search: (requests: readonly { params?: { query?: string } }[]) =>
      new Promise((resolve) => {
        const query = requests[0]?.params?.query ?? ''
        const results = requests.map(() => ({
          hits: (HITS[query] ?? []).map(hit),
          nbHits: HITS[query]?.length ?? 0,
          page: 0,
          nbPages: 1,
          hitsPerPage: 5,
          query,
          params: '',
          processingTimeMS: 1,
          exhaustiveNbHits: true,
        }))
        pending.push({ query, resolve: () => resolve({ results }) })
      }),
  } as unknown as SearchClient
}

/** The href of the focused element: the hit's page, or null when nothing in the panel has the focus. */
const focused = (): string | null => document.activeElement?.getAttribute('href') ?? null

async function release(pending: Pending[], query: string): Promise<void> {
  await waitFor(() => expect(pending.some((p) => p.query === query)).toBe(true))
  await act(async () => pending.filter((p) => p.query === query).forEach((p) => p.resolve()))
}

it("keeps the focus on a hit when a later keystroke's results replace the list", async () => {
  const pending: Pending[] = []
  render(<SearchPanel client={heldClient(pending)} indexName="test" close={() => undefined} />)
  const box = screen.getByRole('searchbox', { name: 'Search the site' })
  await act(async () => pending.forEach((p) => p.resolve()))

  fireEvent.input(box, { target: { value: 'doo' } })
  fireEvent.input(box, { target: { value: 'door' } })
  await release(pending, 'doo')
  await waitFor(() => expect(screen.getByRole('link', { name: /outdoor/ })).toBeInTheDocument())

  fireEvent.keyDown(box, { key: 'ArrowDown' })
  fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' })
  expect(focused()).toBe('/resources/doorways')

  await release(pending, 'door')
  await waitFor(() => expect(screen.getByRole('link', { name: /door reader/ })).toBeInTheDocument())
  expect(focused()).toBe('/resources/doors')
  fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' })
  expect(focused()).toBe('/resources/door-controller')
})

it('leaves the focus alone once the visitor has moved it away from the hits', async () => {
  const pending: Pending[] = []
  render(<SearchPanel client={heldClient(pending)} indexName="test" close={() => undefined} />)
  const box = screen.getByRole('searchbox', { name: 'Search the site' })
  await act(async () => pending.forEach((p) => p.resolve()))
  fireEvent.input(box, { target: { value: 'doo' } })
  fireEvent.input(box, { target: { value: 'door' } })
  await release(pending, 'doo')
  await waitFor(() => expect(screen.getByRole('link', { name: /outdoor/ })).toBeInTheDocument())
  fireEvent.keyDown(box, { key: 'ArrowDown' })
  expect(focused()).toBe('/resources/doors')
  // A click on the dialog's blank space: the hit, still on the page, gives the focus to the body.
  await act(async () => (document.activeElement as HTMLElement).blur())

  await release(pending, 'door')
  await waitFor(() => expect(screen.getByRole('link', { name: /door reader/ })).toBeInTheDocument())
  expect(document.activeElement).toBe(document.body)
})

// SPEC 2.8: what was typed while the search code loaded (SearchOverlay) starts the box.
it('starts with the query typed before it was there: searched at once, the caret after it', async () => {
  const pending: Pending[] = []
  render(<SearchPanel client={heldClient(pending)} indexName="test" close={() => undefined} query="doo" />)
  const box = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search the site' })
  expect(box).toHaveValue('doo')
  expect(box).toHaveFocus()
  expect([box.selectionStart, box.selectionEnd]).toEqual([3, 3])
  await release(pending, 'doo')
  await waitFor(() => expect(screen.getByRole('link', { name: /outdoor/ })).toBeInTheDocument())
})

// SPEC 2.8: the box takes the focus as it is put in the page, not a frame later: a letter typed in
// that frame went to the popup's close button. Rendered without act(), which would run at once the
// effects that wait for the next frame; a MutationObserver sees the box once the task that put it
// in the page is done, before that frame.
it('takes the focus in the task that puts it in the page', async () => {
  const container = document.body.appendChild(document.createElement('div'))
  const focusedOnArrival = new Promise<boolean>((resolve) => {
    const observer = new MutationObserver(() => {
      const box = container.querySelector('input[type="search"]')
      if (!box) return
      observer.disconnect()
      resolve(document.activeElement === box)
    })
    observer.observe(container, { childList: true, subtree: true })
  })
  renderInFrame(<SearchPanel client={heldClient([])} indexName="test" close={() => undefined} query="doo" />, container)
  expect(await focusedOnArrival).toBe(true)
  unmountComponentAtNode(container)
  container.remove()
})
