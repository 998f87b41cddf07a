import { render, screen } from '@testing-library/react'
import React from 'react'
import { Button } from '../../../../src/components/laika/Button'

describe('Button (SPEC 9.8)', () => {
  afterEach(() => jest.restoreAllMocks())

  it('is a button without an href, of type button unless told', () => {
    const onClick = jest.fn()
    render(<Button onClick={onClick}>Save</Button>)
    const button = screen.getByRole('button', { name: 'Save' })
    expect(button).toHaveAttribute('type', 'button')
    button.click()
    expect(onClick).toHaveBeenCalled()
  })

  it('is a link with an href, through SiteLink: the link rule (SPEC 2.18) applies', () => {
    render(
      <>
        <Button href="/pricing">Pricing</Button>
        <Button href="https://laika.threshold.example" newTab>
          Components
        </Button>
      </>,
    )
    expect(screen.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing')
    const outside = screen.getByRole('link', { name: 'Components' })
    expect(outside).toHaveAttribute('target', '_blank')
    expect(outside).toHaveAttribute('rel', 'noopener')
  })

  it('logs an invalid rank and theme combination and still renders (SPEC 5.8)', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    render(
      <Button rank="beta" theme="danger">
        Delete
      </Button>,
    )
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument()
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Invalid theme combination: rank "beta" with theme "danger"'))
  })
})
