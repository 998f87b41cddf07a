import sanitizeHtml from 'sanitize-html'
import { opensInNewTab } from '../navigation/links'

/**
 * Provider HTML (descriptions and requirements, SPEC 3.1) through an allow-list before it reaches
 * a page (docs/careers.md): text structure and links only. No scripts, styles, event handlers or frames;
 * no images either, since a page must never show a broken image nor request another origin before
 * consent. A link with a refused scheme (javascript:) loses its href and keeps its text. Headings are
 * h2–h4: the offer's own headings are its page's sections, under the page's h1.
 * Runs at build time; the browser gets the clean HTML.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 'h2', 'h3', 'h4', 'blockquote', 'a'],
  // `rel` and `target` only survive because the transform below sets them; a provider's own values
  // are replaced.
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    div: 'p',
    // SPEC 2.18: a link to another origin opens in a new tab, as every link of the site does.
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href === undefined ? {} : { href: attribs.href }),
        rel: 'nofollow noopener noreferrer',
        ...(attribs.href !== undefined && opensInNewTab(attribs.href) ? { target: '_blank' } : {}),
      },
    }),
  },
}

export function sanitizeOfferHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim()
}
