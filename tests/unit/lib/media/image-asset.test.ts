import { exportedAssetId, imageAssetRef } from '../../../../src/lib/media/image-asset'

// SPEC 3.4: a CMS image reference keeps _type, _id and source.id, whichever form its asset has.
describe('image asset references (SPEC 3.4)', () => {
  it('derives the asset id Sanity gives an exported file on import', () => {
    expect(exportedAssetId('image@file://./images/0add0dd27d27aa9d16f248db857be8a0187cf339-1200x675.png')).toBe(
      'image-0add0dd27d27aa9d16f248db857be8a0187cf339-1200x675-png',
    )
    expect(exportedAssetId('file@file://./files/manual.pdf')).toBeUndefined()
  })

  it('keeps _type, _id and source.id of an asset from the API', () => {
    const asset = { _id: 'image-abc-10x10-jpg', _type: 'sanity.imageAsset', source: { id: 'cl-123', name: 'cloudinary' }, url: 'https://…' }
    expect(imageAssetRef(asset)).toEqual({ _type: 'sanity.imageAsset', _id: 'image-abc-10x10-jpg', source: { id: 'cl-123' } })
  })

  it('gives an exported file its asset reference, with no source', () => {
    expect(imageAssetRef({ _sanityAsset: 'image@file://./images/ab12-400x400.png' })).toEqual({
      _type: 'sanity.imageAsset',
      _id: 'image-ab12-400x400-png',
      source: null,
    })
    expect(imageAssetRef(null)).toBeNull()
  })
})
