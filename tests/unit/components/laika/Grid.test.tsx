import { render, screen } from '@testing-library/react'
import React from 'react'
import { Column, Grid } from '../../../../src/components/laika/Grid'

describe('Grid and Column (SPEC 9.8)', () => {
  afterEach(() => jest.restoreAllMocks())

  it('spans 12 / count grid columns on desktop and 4 / count on mobile', () => {
    render(
      <Grid columns={3} mobileColumns={2} data-testid="grid">
        <Column>a</Column>
      </Grid>,
    )
    const style = screen.getByTestId('grid').style
    expect(style.getPropertyValue('--grid-span-desktop')).toBe('4')
    expect(style.getPropertyValue('--grid-span-mobile')).toBe('2')
  })

  it('an invalid count is an error naming the value in development', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(() => render(<Grid columns={5}>x</Grid>)).toThrow('Invalid desktop column count 5')
    expect(() =>
      render(
        <Grid columns={4} mobileColumns={3}>
          x
        </Grid>,
      ),
    ).toThrow('Invalid mobile column count 3')
  })
})
