import type { GatsbyFunctionConfig } from 'gatsby'

/** A media type no request has, so Gatsby's express body parsers leave every body alone. */
const UNPARSED = 'application/vnd.threshold.unparsed'

/**
 * The `config` of the forms functions: Gatsby's body parsers off, so the forms host reads the
 * body itself, with its own 64 KB limit and JSON answers for 413 and 415 (`readSubmissionBody`),
 * instead of express's HTML error pages.
 */
export const formsFunctionConfig: GatsbyFunctionConfig = {
  bodyParser: {
    json: { type: UNPARSED },
    text: { type: UNPARSED },
    raw: { type: UNPARSED },
    urlencoded: { type: UNPARSED, extended: false },
  },
}
