/**
 * Colour values the tokens compute from the palette, so that a translucent layer (a shadow, a
 * scrim) is a palette colour at some opacity, never a colour of its own.
 */

/** The red, green and blue channels (0–255) of a `#rrggbb` colour; anything else is an error naming the value. */
export function rgbChannels(color: string): [number, number, number] {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color)
  if (!m) throw new Error(`Not a #rrggbb colour: "${color}"`)
  const [, r, g, b] = m as unknown as [string, string, string, string]
  return [parseInt(r, 16), parseInt(g, 16), parseInt(b, 16)]
}

/** `#rrggbb` at `percent` opacity, as CSS `rgb(r g b / percent%)`. */
export function translucent(color: string, percent: number): string {
  if (!(percent >= 0 && percent <= 100)) throw new Error(`Opacity out of range (0–100): ${percent}`)
  return `rgb(${rgbChannels(color).join(' ')} / ${percent}%)`
}
