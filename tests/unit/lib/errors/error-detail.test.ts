import { describeError } from '../../../../src/lib/errors/error-detail'
import { ImageIdError } from '../../../../src/lib/media/cloudinary'

// SPEC 8: the catalogue's messages are exact; the details travel beside them and join them only in a log line.
describe('describeError', () => {
  it('keeps the message exact and adds the detail for the log line', () => {
    const err = new ImageIdError('')
    expect(err.message).toBe('Incorrect Cloudinary image id')
    expect(describeError(err)).toBe('Incorrect Cloudinary image id (id "")')
  })

  it('gives the message alone when there is no detail, and the value of anything else', () => {
    expect(describeError(new Error('Video not found'))).toBe('Video not found')
    expect(describeError('plain')).toBe('plain')
  })
})
