import { act, fireEvent, render, screen } from '@testing-library/react'
import React from 'react'
import type { LoadedSearch } from '../../../../src/components/search/loaded-search'
import { SearchOverlay } from '../../../../src/components/search/SearchOverlay'

// The search code, loaded when the test says so (the real one imports chunks: load-search.ts).
const mockSearch: { show: Set<(loaded: LoadedSearch) => void> } = { show: new Set() }
jest.mock('../../../../src/components/search/load-search', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- jest.mock's factory runs before the imports
  const { useEffect, useState } = require('react') as typeof React
  return {
    useLoadedSearch: () => {
      const [loaded, setLoaded] = useState<LoadedSearch | null>(null)
      useEffect(() => {
        mockSearch.show.add(setLoaded)
        return () => void mockSearch.show.delete(setLoaded)
      }, [])
      return loaded
    },
  }
})

const Overlay: LoadedSearch['Overlay'] = ({ query }) => <p>The box holds “{query}”</p>
const loadSearch = () => act(() => mockSearch.show.forEach((show) => show({ Overlay, ResultsPage: () => <p /> })))

// SPEC 2.8: while the search code loads, a loading overlay covers the search bar; no key typed
// for search meanwhile is lost.
it('keeps what is typed while search loads, after what was typed before, and starts the box with it', () => {
  render(<SearchOverlay close={() => undefined} onUnmount={() => undefined} typed="do" />)
  const loading = screen.getByRole('button', { name: 'Loading search. Select to close' })
  expect(loading).toHaveTextContent(/^do$/)
  const keys = ['o', 'r', 'Backspace', 'r'].map((key) => fireEvent.keyDown(loading, { key }))
  // fireEvent returns false when the default was prevented: the keys are the box's, not the page's.
  expect(keys).toEqual([false, false, false, false])
  expect(fireEvent.keyDown(loading, { key: 'Escape' })).toBe(true)
  expect(fireEvent.keyDown(loading, { key: 'c', ctrlKey: true })).toBe(true)
  expect(loading).toHaveTextContent(/^door$/)
  loadSearch()
  expect(screen.getByText('The box holds “door”')).toBeInTheDocument()
  // Loaded, the keys are the box's own: no longer caught.
  expect(fireEvent.keyDown(document.body, { key: 'x' })).toBe(true)
})
