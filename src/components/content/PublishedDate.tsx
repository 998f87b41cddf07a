import React from 'react'
import { formatDate } from '../../lib/content/text'

/** How pages show a publication date (SPEC 9.10 tokens): 'October 2, 2026'. */
const DISPLAY_PATTERN = 'MMMM D, YYYY'

/** A CMS date (ISO, `publishedOn`) as readers see it, with the machine-readable date beside it. */
export function PublishedDate({ iso }: { iso: string }): React.JSX.Element {
  return <time dateTime={iso}>{formatDate(iso, DISPLAY_PATTERN)}</time>
}
