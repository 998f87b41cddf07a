import { render, screen } from '@testing-library/react'
import React from 'react'
import { Quiz } from '../../../../../src/components/content/blocks/Quiz'

const first = { question: 'Which device reports an exit?', options: ['The door contact', 'The exit sensor'], answer: 'The exit sensor.' }
const second = { question: 'Who may end a lockdown?', answer: 'A small named group.', explanation: 'Few people, with a confirmation step.' }

describe('Quiz (an academy course: a question after each lesson)', () => {
  it('names each quiz by its own question, so a course with several has distinct regions', () => {
    render(
      <>
        <Quiz value={first} />
        <Quiz value={second} />
      </>,
    )
    expect(screen.getByRole('region', { name: 'Quiz: Which device reports an exit?' })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Quiz: Who may end a lockdown?' })).toBeInTheDocument()
  })

  it('lists the choices and keeps the answer in a closed disclosure', () => {
    render(<Quiz value={first} />)
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(first.options)
    const answer = screen.getByText('The exit sensor.')
    expect(answer.closest('details')).not.toHaveAttribute('open')
    expect(screen.getByText('Show the answer').tagName).toBe('SUMMARY')
  })
})
