import { render, screen, within } from '@testing-library/react'
import React from 'react'
import { Body } from '../../../../src/components/content/Body'

const block = (text: string, style = 'normal') => ({
  _type: 'block',
  _key: text,
  style,
  markDefs: [],
  children: [{ _type: 'span', _key: `${text}-s`, text, marks: [] }],
})

describe('Body (SPEC 3.3 body blocks)', () => {
  it('renders rich text with headings and links', () => {
    render(
      <Body
        value={[
          block('How a phone opens a door', 'h2'),
          {
            _type: 'block',
            _key: 'p',
            style: 'normal',
            markDefs: [{ _type: 'link', _key: 'l1', href: '/pricing' }],
            children: [
              { _type: 'span', _key: 'a', text: 'See ', marks: [] },
              { _type: 'span', _key: 'b', text: 'pricing', marks: ['l1'] },
            ],
          },
        ]}
      />,
    )
    expect(screen.getByRole('heading', { level: 2, name: 'How a phone opens a door' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'pricing' })).toHaveAttribute('href', '/pricing')
  })

  it("describes a quote's author as 'jobTitle @ company name'", () => {
    render(
      <Body
        value={[
          {
            _type: 'authorQuote',
            _key: 'q',
            author: { name: 'Maya Okafor', jobTitle: 'Head of Product Security', company: { name: 'Threshold' } },
            blocks: [block('A phone has a secure element.')],
          },
        ]}
      />,
    )
    const figure = screen.getByRole('figure')
    expect(within(figure).getByText('A phone has a secure element.')).toBeInTheDocument()
    expect(within(figure).getByText('Head of Product Security @ Threshold')).toBeInTheDocument()
  })

  it('renders table cells from their blocks', () => {
    render(
      <Body
        value={[
          {
            _type: 'figureTable',
            _key: 't',
            rows: [{ _key: 'r', cells: [{ _key: 'c1', blocks: [block('Credential')] }, { _key: 'c2', blocks: [block('Cloneable?')] }] }],
          },
        ]}
      />,
    )
    expect(screen.getAllByRole('cell').map((c) => c.textContent)).toEqual(['Credential', 'Cloneable?'])
  })
})
