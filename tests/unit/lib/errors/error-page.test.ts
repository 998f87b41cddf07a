import { errorTitle } from '../../../../src/lib/errors/error-page'

describe('errorTitle (SPEC 2.16)', () => {
  it('reads Page not found for 404', () => expect(errorTitle(404)).toBe('Page not found'))
  it.each([400, 403, 500, 503])('reads An error occured, spelled so, for %i', (status) => {
    expect(errorTitle(status)).toBe('An error occured')
  })
})
