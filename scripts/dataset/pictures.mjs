// The rules the dataset's pictures keep, checked by the generator before it renders them:
// - a drawing stands for at most two pages, so no picture repeats across the site (a company's
//   logo and a person's portrait are who they are, and may appear wherever they do);
// - two customers never share a logo;
// - every image has alt text that says what it shows.
import { images } from './lib.mjs'

const MAX_PAGES = 2

/** Every image in a value: the objects whose asset is a generator placeholder. */
function imageFields(value, out = []) {
  if (Array.isArray(value)) value.forEach((v) => imageFields(v, out))
  else if (value && typeof value === 'object') {
    if (value.asset?._sanityAsset) out.push(value)
    for (const [key, v] of Object.entries(value)) if (key !== 'asset') imageFields(v, out)
  }
  return out
}

/** Each image use in published documents: the document, the drawing and the alt text. */
export function pictureUses(documents, entries = images) {
  const drawingOf = new Map(entries.map((e) => [e.placeholder, e.drawing]))
  return documents
    .filter((doc) => !doc._id.startsWith('drafts.'))
    .flatMap((doc) => imageFields(doc).map((field) => ({ doc: doc._id, drawing: drawingOf.get(field.asset._sanityAsset), alt: field.alt })))
}

const exempt = (drawing) => /^(logo|portrait)-/.test(drawing)

/** What breaks the rules above, one sentence each; empty when the pictures keep them. */
export function pictureProblems(documents, entries = images) {
  const uses = pictureUses(documents, entries)
  const problems = []
  const pagesOf = new Map()
  const logoOwners = new Map()
  for (const { doc, drawing, alt } of uses) {
    if (!drawing) problems.push(`${doc}: an image without a drawing name`)
    else if (drawing.startsWith('logo-')) logoOwners.set(drawing, new Set([...(logoOwners.get(drawing) ?? []), alt]))
    else if (!exempt(drawing)) pagesOf.set(drawing, new Set([...(pagesOf.get(drawing) ?? []), doc]))
    // Alt text says what is in the picture: a few words at least ("Acme logo" for a logo).
    if (typeof alt !== 'string' || alt.trim().split(/\s+/).length < (drawing?.startsWith('logo-') ? 2 : 4))
      problems.push(`${doc}: the ${drawing} image has no alt text that says what it shows (${JSON.stringify(alt)})`)
  }
  for (const [drawing, docs] of pagesOf)
    if (docs.size > MAX_PAGES)
      problems.push(`the drawing ${drawing} is on ${docs.size} pages (at most ${MAX_PAGES}): ${[...docs].join(', ')}`)
  for (const [drawing, owners] of logoOwners) if (owners.size > 1) problems.push(`${[...owners].join(' and ')} share one logo (${drawing})`)
  return problems
}
