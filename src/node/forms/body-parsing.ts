import type { GatsbyFunctionConfig } from 'gatsby'

/** A media type no request has, so Gatsby's express body parsers leave every body alone. */
const UNPARSED = 'application/vnd.threshold.unparsed'

/**
 * What every function of src/api/ exports as its `config` (Gatsby's documented function config,
 * `bodyParser` with body-parser's `type` option): Gatsby's body parsers off, so the forms host
 * reads the body itself, with its own 64 KB limit and JSON answers for 413 and 415
 * (`readSubmissionBody`), and the CMS webhook checks its signature over the exact bytes sent.
 *
 * Each exports it by destructuring, `export const { config } = { config: rawBodyParsing }`, on
 * purpose. With Gatsby 5.16, a plain `export const config` (or `export { config }`) in any file
 * under src/ counts as a page's rendering options, even in src/api/: `gatsby build` then builds
 * the SSR/DSG rendering engines, which this static site does not use, and fails validating them
 * (`ENGINE.VALIDATION`: sharp's native module). A destructured export is not taken for one, and a
 * function's `config` is read from its module all the same. Should a Gatsby release take it too,
 * every build fails with that error: then this is the place to look.
 */
export const rawBodyParsing: GatsbyFunctionConfig = {
  bodyParser: {
    json: { type: UNPARSED },
    text: { type: UNPARSED },
    raw: { type: UNPARSED },
    urlencoded: { type: UNPARSED, extended: false },
  },
}
