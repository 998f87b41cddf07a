import { site } from '../../config/site-config'

export interface CloudinarySettings {
  /** e.g. https://res.cloudinary.com */
  cdnHost: string
  cloud: string
}

/** SPEC 5.7, 8: the catalogue's message exactly; the id refused is in `detail`. */
export class ImageIdError extends Error {
  readonly detail: string
  constructor(readonly id: unknown) {
    super(`Incorrect ${site.imageCdnName} image id`)
    this.name = 'ImageIdError'
    this.detail = `id ${JSON.stringify(id) ?? String(id)}`
  }
}

/** SPEC 5.7: an image id must be a non-empty string. */
export function checkImageId(id: unknown): string {
  if (typeof id !== 'string' || id.trim() === '') throw new ImageIdError(id)
  return id
}

/**
 * SPEC 7.12: `{cdn}/{cloud}/image/{upload|fetch}/{transformations}/v1/{id}`; `fetch` when the id
 * is itself a URL (starts with 'http'), `upload` otherwise.
 */
export function cloudinaryUrl(settings: CloudinarySettings, id: unknown, transformations: string): string {
  const publicId = checkImageId(id)
  const delivery = publicId.startsWith('http') ? 'fetch' : 'upload'
  return `${settings.cdnHost}/${settings.cloud}/image/${delivery}/${transformations}/v1/${publicId}`
}

/** SPEC 9.9 */
const RESPONSIVE = {
  widths: [500, 752, 940, 1410, 1880],
  maxWidth: 2560,
  quality: 'auto:good',
  /** For the 2x-density variant. */
  retinaQuality: 'auto:eco',
} as const

/**
 * SPEC 9.9: the responsive widths for an image shown `base` pixels wide: each of 500, 752, 940,
 * 1410 and 1880 below twice the base, plus the base and twice the base; never over 2560.
 */
export function responsiveWidths(base: number): number[] {
  const widths = [...RESPONSIVE.widths.filter((w) => w < 2 * base), base, 2 * base].map((w) => Math.min(Math.round(w), RESPONSIVE.maxWidth))
  return [...new Set(widths)].sort((a, b) => a - b)
}

/**
 * SPEC 9.9: one responsive variant: 'limit' crop (never upscaled), width at most 2560, quality
 * auto:good, or eco for the 2x-density variant (twice the base width).
 */
export function responsiveTransformations(width: number, base: number): string {
  const quality = width >= 2 * base ? RESPONSIVE.retinaQuality : RESPONSIVE.quality
  return `c_limit,w_${Math.min(width, RESPONSIVE.maxWidth)},q_${quality},f_auto`
}

/** SPEC 9.9: fixed-size images (share image, navigation card, 'What's new' card). */
export const FIXED_SIZES = {
  share: { width: 1200, height: 627 },
  navigationCard: { width: 310, height: 257 },
  whatsNewCard: { width: 669, height: 376 },
} as const

/** SPEC 9.9: a fixed-size variant, cropped to fill the box. */
export function fixedTransformations(width: number, height: number): string {
  return `c_fill,w_${width},h_${height},q_${RESPONSIVE.quality},f_auto`
}

/** SPEC 7.12, 9.9: the 1200x627 share image, padded to fit (fill_pad) and in png. */
export function shareImageUrl(settings: CloudinarySettings, id: unknown): string {
  const { width, height } = FIXED_SIZES.share
  return cloudinaryUrl(settings, id, `c_fill_pad,g_auto,w_${width},h_${height},f_png`)
}

/** SPEC 9.9: the blurred placeholder. */
export const PLACEHOLDER = { scale: 0.5, blur: 2000, format: 'webp', quality: 10, maxBytes: 102400 } as const

/** SPEC 5.7, 9.9: the blurred placeholder's transformations; a quality outside 1–100 is refused. */
export function placeholderTransformations(quality: number = PLACEHOLDER.quality): string {
  if (!Number.isFinite(quality) || quality < 1 || quality > 100) {
    throw new RangeError(`Image placeholder quality must be between 1 and 100, not ${quality}`)
  }
  return `c_scale,w_${PLACEHOLDER.scale},e_blur:${PLACEHOLDER.blur},q_${quality},f_${PLACEHOLDER.format}`
}

/**
 * SPEC 9.9: the blurred placeholder is inlined (a data URI, so no request) only when it is under
 * 102400 bytes; a larger one is not used.
 */
export function placeholderFits(byteLength: number): boolean {
  return byteLength < PLACEHOLDER.maxBytes
}
