import type { GatsbyFunctionConfig } from 'gatsby'

/** A media type no request has, so Gatsby's express body parsers leave every body alone. */
const UNPARSED = 'application/vnd.threshold.unparsed'

/**
 * What every function of src/api/ exports as its `config`: Gatsby's body parsers off, so the
 * forms host reads the body itself, with its own 64 KB limit and JSON answers for 413 and 415
 * (`readSubmissionBody`), instead of express's HTML error pages, and the CMS webhook checks its
 * signature over the exact bytes sent.
 *
 * Each exports it by destructuring, `export const { config } = { config: rawBodyParsing }`, on
 * purpose: Gatsby's query extraction parses every file under src/ that contains the word `config`
 * and takes a plain `export const config` (or `export { config }`) for a page with rendering
 * options, which makes `gatsby build` bundle the SSR/DSG rendering engines the static site does
 * not use and which fail to bundle sharp's native module. It looks only for an export named by
 * a plain identifier (`findApiExport` in gatsby/dist/query/file-parser.js), so the destructured
 * one passes unseen; the function runtime reads `module.config` all the same.
 */
export const rawBodyParsing: GatsbyFunctionConfig = {
  bodyParser: {
    json: { type: UNPARSED },
    text: { type: UNPARSED },
    raw: { type: UNPARSED },
    urlencoded: { type: UNPARSED, extended: false },
  },
}
