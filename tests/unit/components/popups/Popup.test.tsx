import { act, fireEvent, render, screen } from '@testing-library/react'
import React from 'react'
import { closePopup, openPopup } from '../../../../src/components/popups/PopupLayer'

// SPEC 2.7: the top popup keeps the focus while it is open, and gives it back on closing.
function renderPage(): void {
  render(
    <>
      <a href="/skip">Skip to content</a>
      <button type="button" onClick={() => openPopup({ title: 'Search', render: () => <a href="/inside">Inside</a> })}>
        Open
      </button>
    </>,
  )
}

it('stacks popups with increasing ids, each closed on its own', async () => {
  let first = 0
  let second = 0
  await act(async () => {
    first = openPopup({ title: 'One', render: () => <p>one</p> })
    second = openPopup({ title: 'Two', render: () => <p>two</p> })
  })
  expect(second).toBe(first + 1)
  expect(screen.getAllByRole('dialog').map((d) => d.getAttribute('aria-labelledby'))).toEqual([
    `popup-${first}-title`,
    `popup-${second}-title`,
  ])
  await act(async () => closePopup(first))
  expect(screen.getByRole('dialog', { name: 'Two' })).toBeInTheDocument()
  await act(async () => closePopup(second))
  expect(screen.queryByRole('dialog')).toBeNull()
})

it('brings focus that reaches the page behind back into the top popup', async () => {
  renderPage()
  const opener = screen.getByRole('button', { name: 'Open' })
  opener.focus()
  await act(async () => fireEvent.click(opener))
  const dialog = screen.getByRole('dialog', { name: 'Search' })
  const close = screen.getByRole('button', { name: 'Close Search' })
  expect(close).toHaveFocus()

  // Tab from the body (after the focused element was removed) starts at the page's first link.
  await act(async () => screen.getByRole('link', { name: 'Skip to content' }).focus())
  expect(dialog).toContainElement(document.activeElement as HTMLElement)
  expect(close).toHaveFocus()

  await act(async () => fireEvent.keyDown(dialog, { key: 'Escape' }))
  expect(screen.queryByRole('dialog')).toBeNull()
  expect(opener).toHaveFocus()
  // Closed, it holds on to nothing.
  await act(async () => screen.getByRole('link', { name: 'Skip to content' }).focus())
  expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus()
})

it('takes focus as it opens and gives it back when closed at once, before the next frame', async () => {
  renderPage()
  const opener = screen.getByRole('button', { name: 'Open' })
  opener.focus()
  // Native events, not Testing Library's (which run effects): Preact runs passive effects a frame
  // later, and a visitor (or a test) can click the backdrop before that frame.
  opener.click()
  await Promise.resolve()
  const dialog = screen.getByRole('dialog', { name: 'Search' })
  expect(screen.getByRole('button', { name: 'Close Search' })).toHaveFocus()
  // A press on the search backdrop takes focus out of the dialog, then its click closes it.
  ;(document.activeElement as HTMLElement).blur()
  dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
  await Promise.resolve()
  expect(screen.queryByRole('dialog')).toBeNull()
  expect(opener).toHaveFocus()
})
