/**
 * SPEC 3.3: headings get an anchor whose id is the slug of the heading text. Slugs are lower-case
 * ASCII words joined by '-'; accents are dropped so 'Sécurité' and 'Securite' read the same.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/**
 * A slug not yet in `used` (which it then joins): the second 'Setup' heading of a page becomes
 * 'setup-2', so every anchor of a page is unique. Text without letters or digits becomes 'section'.
 */
export function uniqueSlug(text: string, used: Set<string>): string {
  const base = slugify(text) || 'section'
  let slug = base
  for (let n = 2; used.has(slug); n++) slug = `${base}-${n}`
  used.add(slug)
  return slug
}
