import type { GatsbyFunctionConfig } from 'gatsby'

/** A media type no request has, so Gatsby's express body parsers leave every body alone. */
const UNPARSED = 'application/vnd.threshold.unparsed'

/**
 * What the forms functions export as their `config`: Gatsby's body parsers off, so the forms
 * host reads the body itself, with its own 64 KB limit and JSON answers for 413 and 415
 * (`readSubmissionBody`), instead of express's HTML error pages.
 *
 * The functions export it under an escaped name, `\u0063onfig`, on purpose: Gatsby's query
 * extraction reads every file under src/ and, when one exports a `config`, takes it for a page
 * with rendering options and builds the SSR/DSG rendering engines, which this site does not use
 * and which fail to bundle sharp's native module. Files without the word are skipped unread.
 */
export const rawBodyParsing: GatsbyFunctionConfig = {
  bodyParser: {
    json: { type: UNPARSED },
    text: { type: UNPARSED },
    raw: { type: UNPARSED },
    urlencoded: { type: UNPARSED, extended: false },
  },
}
