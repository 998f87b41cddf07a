/**
 * SPEC 3.4: a CMS image reference uses the CMS's own image-asset type and keeps `_type`, `_id` and
 * `source.id`. From Sanity's API the asset is that document; an export (the embedded dataset) holds
 * the file instead, `image@file://./images/<sha1>-<width>x<height>.<ext>`, whose asset id Sanity
 * derives from the same name when the export is imported (`image-<sha1>-<width>x<height>-<ext>`).
 */
export interface ImageAssetRef {
  _type: 'sanity.imageAsset'
  _id: string
  /** Where an asset came from when a plugin imported it (e.g. an image CDN); null for an upload. */
  source: { id: string | null } | null
}

const EXPORT_FILE = /^image@file:\/\/\.\/images\/([\w.-]+-\d+x\d+)\.(\w+)$/

/** The asset id Sanity gives an exported image file on import; undefined for anything else. */
export function exportedAssetId(sanityAsset: string): string | undefined {
  const match = sanityAsset.match(EXPORT_FILE)
  return match ? `image-${match[1]}-${match[2]}` : undefined
}

/** SPEC 3.4: the asset reference of an image object, from either form of its asset. */
export function imageAssetRef(asset: unknown): ImageAssetRef | null {
  if (!asset || typeof asset !== 'object') return null
  const a = asset as { _id?: unknown; _sanityAsset?: unknown; source?: { id?: unknown } | null }
  const id = typeof a._id === 'string' ? a._id : typeof a._sanityAsset === 'string' ? exportedAssetId(a._sanityAsset) : undefined
  if (!id) return null
  const sourceId = a.source && typeof a.source === 'object' && typeof a.source.id === 'string' ? a.source.id : null
  return { _type: 'sanity.imageAsset', _id: id, source: a.source ? { id: sourceId } : null }
}
