// Building blocks for the dataset's documents, in the shape `sanity dataset export` writes.
// Content files describe bodies in a compact form (see `body`), and these helpers turn it into
// portable text and the custom blocks of the content model (docs/content-model.md).
import { createHash } from 'node:crypto'
import { drawingOf } from './art.mjs'

export const sha1 = (text) => createHash('sha1').update(text).digest('hex')

/** Every image the documents use; the generator renders them and fills in the asset paths. */
export const images = []

/**
 * An image field: `{ _type: 'image', alt, clId?, asset }`. `art` is an SVG string; the asset path
 * is a placeholder until the generator has rendered the file and knows its sha1 name.
 */
export function image(art, w, h, alt, clId) {
  if (!alt) throw new Error('every image needs alt text')
  let entry = images.find((i) => i.art === art && i.w === w && i.h === h)
  if (!entry) {
    entry = { art, w, h, drawing: drawingOf(art), placeholder: `__image_${images.length}__` }
    images.push(entry)
  }
  return { _type: 'image', alt, ...(clId ? { clId } : {}), asset: { _sanityAsset: entry.placeholder } }
}

/** Inline markup: [text](href) and [text](ref:documentId) links, and **strong** text. */
function spans(text) {
  const children = []
  const markDefs = []
  const re = /\[([^\]]+)\]\(([^)]+)\)|\*\*([^*]+)\*\*/g
  let last = 0
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m.index > last) children.push({ _type: 'span', text: text.slice(last, m.index), marks: [] })
    if (m[1] !== undefined) {
      const key = sha1(`${m[2]}`).slice(0, 12)
      // [text](ref:documentId) links to a document by reference; the build projects its href and project.
      const def = m[2].startsWith('ref:')
        ? { _type: 'internalLink', _key: key, reference: { _type: 'reference', _ref: m[2].slice(4) } }
        : { _type: 'link', _key: key, href: m[2] }
      if (!markDefs.some((d) => d._key === key)) markDefs.push(def)
      children.push({ _type: 'span', text: m[1], marks: [key] })
    } else {
      children.push({ _type: 'span', text: m[3], marks: ['strong'] })
    }
    last = m.index + m[0].length
  }
  if (last < text.length) children.push({ _type: 'span', text: text.slice(last), marks: [] })
  return { children, markDefs }
}

/** One text block: '# ', '## ', '### ' headings, '- ' bullets, '1. ' numbered items, else a paragraph. */
export function block(line) {
  let style = 'normal'
  let listItem
  let text = line
  const heading = /^(#{1,3}) (.*)$/.exec(line)
  if (heading) {
    style = `h${heading[1].length}`
    text = heading[2]
  } else if (line.startsWith('- ')) {
    listItem = 'bullet'
    text = line.slice(2)
  } else if (/^\d+\. /.test(line)) {
    listItem = 'number'
    text = line.replace(/^\d+\. /, '')
  }
  return { _type: 'block', style, ...spans(text), ...(listItem ? { listItem, level: 1 } : {}) }
}

/** A body: strings become text blocks, objects (from the helpers below) are kept as they are. */
export const body = (...items) => items.flat().map((item) => (typeof item === 'string' ? block(item) : item))

const ref = (id) => ({ _type: 'reference', _ref: id })

/**
 * A figure: the image's fields (alt, clId, asset) on the block itself, as Sanity stores a named
 * image type. Without an image (null), a figure is its caption alone.
 */
export const figure = (img, caption) => ({ ...(img ?? {}), _type: 'figureImage', caption })

/** rows: arrays of cell strings; the first row is the header. */
export const table = (rows) => ({
  _type: 'figureTable',
  rows: rows.map((cells) => ({ cells: cells.map((text) => ({ blocks: [block(text)] })) })),
})

const buttons = (list) => list.map(([text, href]) => ({ text, href }))

export const cta = (headingAlt, text, btns, mainImage) => ({
  _type: 'ctaBanner',
  content: { headingAlt, text, buttons: buttons(btns), ...(mainImage ? { mainImage } : {}) },
})

/** intention: info, success, warning or danger. */
export const action = (intention, headingAlt, text, btns = []) => ({
  _type: 'actionBanner',
  intention,
  content: { headingAlt, text, ...(btns.length ? { buttons: buttons(btns) } : {}) },
})

export const quote = (authorId, text) => ({ _type: 'authorQuote', author: ref(`author.${authorId}`), blocks: [block(text)] })
export const quoteBlock = (authorId, ...paragraphs) => ({
  _type: 'authorQuoteBlock',
  author: ref(`author.${authorId}`),
  body: paragraphs.map(block),
})

/** SPEC 2.10, 3.5, 7.13: a YouTube or Vimeo video with the site's own poster image. */
export const video = (url, title, poster, options = {}) => ({ _type: 'videoEmbed', url, title, poster, ...options })

/**
 * An embedded HubSpot form (SPEC 4.6, 7.9), as a body block or a section: the form's GUID and
 * optional texts. The dataset's GUIDs are made up; a real export names the portal's forms.
 */
export const hubspotForm = (formId, heading, text) => ({
  _type: 'hubspotForm',
  formId,
  ...(heading ? { heading } : {}),
  ...(text ? { text } : {}),
})

// Landing-page sections (docs/content-model.md, landing-page sections). Images are image fields made with `image()`.
/** primary and secondary: [text, href], both optional (a paid landing page's hero leads to its form, not away). */
export const hero = (heading, text, primary, secondary) => ({
  _type: 'hero',
  heading,
  text,
  ...(primary ? { primaryCta: { text: primary[0], href: primary[1] } } : {}),
  ...(secondary ? { secondaryCta: { text: secondary[0], href: secondary[1] } } : {}),
})
export const richText = (heading, ...items) => ({ _type: 'richText', heading, body: body(...items) })
/** items: [title, text, href?, icon?] */
export const grid = (heading, items) => ({
  _type: 'featureGrid',
  heading,
  items: items.map(([title, text, href, icon]) => ({ title, text, ...(href ? { href } : {}), ...(icon ? { icon } : {}) })),
})
export const stats = (heading, items) => ({ _type: 'stats', heading, items: items.map(([value, label]) => ({ value, label })) })
/** The same banner as a body's ctaBanner block (one shape, one component). */
export const ctaSection = (headingAlt, text, btns, mainImage) => cta(headingAlt, text, btns, mainImage)
export const faq = (heading, items) => ({ _type: 'faq', heading, items: items.map(([question, answer]) => ({ question, answer })) })
/** items: [heading, text, image, [linkText, href]?] */
export const mediaText = (heading, items) => ({
  _type: 'mediaText',
  ...(heading ? { heading } : {}),
  items: items.map(([title, text, img, link]) => ({
    heading: title,
    text,
    image: img,
    ...(link ? { link: { text: link[0], href: link[1] } } : {}),
  })),
})
/** logos: [name, image] */
export const logoWall = (heading, logos) => ({ _type: 'logoWall', heading, logos: logos.map(([name, img]) => ({ name, image: img })) })
export const testimonial = (quote, name, jobTitle, company, photo) => ({ _type: 'testimonial', quote, name, jobTitle, company, photo })
/** items: [title, text, href, image] */
export const productCards = (heading, items) => ({
  _type: 'productCards',
  heading,
  items: items.map(([title, text, href, img]) => ({ title, text, href, image: img })),
})
/** plans: { name, price, period?, description, features, cta: [text, href], highlighted? } */
export const pricingPlans = (heading, plans) => ({
  _type: 'pricingPlans',
  heading,
  plans: plans.map(({ cta: [text, href], ...plan }) => ({ ...plan, cta: { text, href } })),
})
/** items: [title, text] */
export const steps = (heading, items) => ({ _type: 'steps', heading, items: items.map(([title, text]) => ({ title, text })) })
/** rows: [feature, ...one value per column] */
export const comparison = (heading, columns, rows) => ({
  _type: 'comparisonTable',
  heading,
  columns,
  rows: rows.map(([feature, ...values]) => ({ feature, values })),
})

/**
 * A lead form placed in a page (SPEC 4.5): its fields come from src/lib/forms, by formId;
 * `redirectUrl` sends this placement's leads to a page of its own instead of the form's thank-you page.
 */
/** The trust centre: the company facts' certifications, and these subprocessors ([name, purpose, region]). */
export const trustCentre = (heading, text, subprocessors) => ({
  _type: 'trustCentre',
  heading,
  text,
  subprocessors: subprocessors.map(([name, purpose, region]) => ({ name, purpose, region })),
})
export const leadForm = (formId, heading, text, submitLabel, { redirectUrl } = {}) => ({
  _type: 'leadForm',
  formId,
  heading,
  ...(text ? { text } : {}),
  ...(submitLabel ? { submitLabel } : {}),
  ...(redirectUrl ? { redirectUrl } : {}),
})

export { ref }

/** The fields every routable document shares, from its href. */
export function routed(href, extra = {}) {
  const parts = href.split('/').filter(Boolean)
  // The home page has no slug: Sanity's slug type requires a value, and '/' has no last segment.
  const slug = parts.at(-1)
  const pathDir = parts.length > 1 ? `/${parts.slice(0, -1).join('/')}` : undefined
  return { href, ...(slug ? { slug: { _type: 'slug', current: slug } } : {}), ...(pathDir ? { pathDir } : {}), ...extra }
}

/**
 * Adds `_key` to every object in an array that has none, from the document id and the object's
 * path, so keys are stable from one run to the next.
 */
export function addKeys(value, docId, path = '') {
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      if (item && typeof item === 'object' && !Array.isArray(item) && !item._key) {
        item._key = sha1(`${docId}${path}[${i}]`).slice(0, 12)
      }
      addKeys(item, docId, `${path}[${i}]`)
    })
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) addKeys(v, docId, `${path}.${k}`)
  }
  return value
}

/** An academy quiz question: the answer is shown only when the reader asks. */
export const quiz = (question, options, answer, explanation) => ({
  _type: 'quiz',
  question,
  ...(options.length ? { options } : {}),
  answer,
  ...(explanation ? { explanation } : {}),
})
