import { render, screen } from '@testing-library/react'
import React from 'react'
import { FigureTable } from '../../../../../src/components/content/blocks/FigureTable'

const cell = (text: string) => ({
  _key: text,
  blocks: [{ _type: 'block', _key: `${text}-b`, style: 'normal', markDefs: [], children: [{ _type: 'span', _key: `${text}-s`, text, marks: [] }] }],
})
const rows = [
  { _key: 'head', cells: [cell('Cookie'), cell('Purpose')] },
  { _key: 'r1', cells: [cell('threshold_do_not_track'), cell('Remembers your choice')] },
]

// WCAG 2.1.1 (axe scrollable-region-focusable): a keyboard reaches the scrolling table by its name.
describe('FigureTable (SPEC 3.3)', () => {
  it('scrolls in a focusable region named by its caption', () => {
    render(<FigureTable rows={rows} caption="Cookies we set" />)
    const region = screen.getByRole('region', { name: 'Cookies we set' })
    expect(region).toHaveAttribute('tabindex', '0')
    expect(region).toContainElement(screen.getByRole('table'))
  })

  it('is named by its first row when it has no caption', () => {
    render(<FigureTable rows={rows} />)
    expect(screen.getByRole('region', { name: 'Table: Cookie, Purpose' })).toHaveAttribute('tabindex', '0')
  })
})
