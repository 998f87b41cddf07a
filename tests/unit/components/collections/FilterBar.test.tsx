import { fireEvent, screen, within } from '@testing-library/react'
import React from 'react'
import { FilteredEntryList } from '../../../../src/components/collections/FilterBar'
import { mount } from '../../../../src/components/collections/filter.island'
import { islandRoot, serverMarkup } from '../../../helpers/islands'

// SPEC 2.11 (docs/collections.md): a list filter kept in the query string, on the build's HTML
// (every entry, unfiltered) with its island.
const LABELS = ['Access Control', 'Physical Security', 'Workplace']
const courses = [
  { id: 'a', title: 'Readers', label: 'Access Control' },
  { id: 'b', title: 'Locks', label: 'Physical Security' },
  { id: 'c', title: 'Credentials', label: 'Access Control' },
  { id: 'd', title: 'Wiring', label: 'Access Control' },
  { id: 'e', title: 'Cameras', label: 'Physical Security' },
]

const unmounts: (() => void)[] = []

function list(): HTMLElement {
  const container = serverMarkup(
    <FilteredEntryList
      label="Filter courses by label"
      param="label"
      options={LABELS.map((label) => ({ value: label, name: label }))}
      entries={courses}
      valueOf={(course) => course.label}
      listLabel="Courses"
      renderEntry={(course) => <a href={`/academy/${course.id}`}>{course.title}</a>}
      empty={(label) => (label ? `No courses under ${label} yet.` : 'No courses yet.')}
      count={(shown, label) => `${shown === 1 ? '1 course' : `${shown} courses`}${label ? ` in ${label}` : ''}`}
    />,
  )
  const { root, props } = islandRoot(container, 'filter')
  unmounts.push(mount(root, props))
  return root
}

const titles = () =>
  within(screen.queryByRole('list', { name: 'Courses' }) ?? document.createElement('ul'))
    .queryAllByRole('link')
    .map((a) => a.textContent)
const pressed = () =>
  screen
    .getAllByRole('button')
    .filter((b) => b.getAttribute('aria-pressed') === 'true')
    .map((b) => b.textContent)
const status = () => screen.queryByRole('status')

afterEach(() => {
  unmounts.splice(0).forEach((unmount) => unmount())
  document.body.innerHTML = ''
  window.history.replaceState(null, '', '/')
})

describe('FilteredEntryList', () => {
  it('holds every entry in the HTML, All pressed, with the count', () => {
    const container = serverMarkup(
      <FilteredEntryList
        label="Filter"
        param="label"
        options={[{ value: 'Workplace', name: 'Workplace' }]}
        entries={courses}
        valueOf={(course) => course.label}
        listLabel="Courses"
        renderEntry={(course) => <a href="/">{course.title}</a>}
        empty={() => 'None.'}
        count={(shown) => `${shown} courses`}
      />,
    )
    expect(titles()).toEqual(['Readers', 'Locks', 'Credentials', 'Wiring', 'Cameras'])
    expect(pressed()).toEqual(['All'])
    expect(container).toHaveTextContent('5 courses')
    expect(status()).toBeNull()
  })

  it('applies the filter the URL asks for: the pressed button, its entries, the count and the grid’s columns', () => {
    window.history.replaceState(null, '', '/academy/courses?label=Physical+Security')
    const root = list()
    expect(pressed()).toEqual(['Physical Security'])
    expect(titles()).toEqual(['Locks', 'Cameras'])
    expect(root).toHaveTextContent('2 courses in Physical Security')
    expect(screen.getByRole('list', { name: 'Courses' })).toHaveAttribute('data-columns', '2')
  })

  it('an unknown value shows every entry', () => {
    window.history.replaceState(null, '', '/academy/courses?label=Underwater')
    list()
    expect(pressed()).toEqual(['All'])
    expect(titles()).toHaveLength(5)
  })

  it('a press filters without a reload and replaces the history entry, keeping other parameters; All takes the parameter off', () => {
    window.history.replaceState(null, '', '/academy/courses?ref=mail#top')
    const before = window.history.length
    const root = list()
    fireEvent.click(screen.getByRole('button', { name: 'Access Control' }))
    expect(window.location.search).toBe('?ref=mail&label=Access+Control')
    expect(window.location.hash).toBe('#top')
    expect(window.history.length).toBe(before)
    expect(titles()).toEqual(['Readers', 'Credentials', 'Wiring'])
    expect(root).toHaveTextContent('3 courses in Access Control')
    expect(screen.getByRole('list', { name: 'Courses' })).toHaveAttribute('data-columns', '3')
    fireEvent.click(screen.getByRole('button', { name: 'All' }))
    expect(window.location.search).toBe('?ref=mail')
    expect(titles()).toEqual(['Readers', 'Locks', 'Credentials', 'Wiring', 'Cameras'])
    expect(screen.getByRole('list', { name: 'Courses' })).toHaveAttribute('data-columns', '3')
    expect(screen.getByRole('list', { name: 'Courses' })).toHaveAttribute('data-tablet-columns', '3')
  })

  it('a value without entries shows the empty state in place of the list, and the list comes back', () => {
    const root = list()
    fireEvent.click(screen.getByRole('button', { name: 'Workplace' }))
    expect(screen.queryByRole('list', { name: 'Courses' })).toBeNull()
    expect(status()).toHaveTextContent('No courses under Workplace yet.')
    expect(root).toHaveTextContent('0 courses in Workplace')
    fireEvent.click(screen.getByRole('button', { name: 'Physical Security' }))
    expect(status()).toBeNull()
    expect(titles()).toEqual(['Locks', 'Cameras'])
  })

  it('a back or forward move onto the page reads the URL again', () => {
    list()
    window.history.replaceState(null, '', '/academy/courses?label=Access+Control')
    window.dispatchEvent(new PopStateEvent('popstate'))
    expect(pressed()).toEqual(['Access Control'])
    expect(titles()).toEqual(['Readers', 'Credentials', 'Wiring'])
  })
})
