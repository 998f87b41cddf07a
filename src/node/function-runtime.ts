import type { GatsbyFunctionConfig } from 'gatsby'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { rawBodyParsing } from './forms/body-parsing'

/** A Gatsby Function module as src/api files export it. */
export interface FunctionModule {
  default: (req: IncomingMessage & { params?: Record<string, string> }, res: ServerResponse) => unknown
  config?: GatsbyFunctionConfig
}

/** Gatsby's path matcher (the one its functions middleware and wrapper use); its ESM build has no React. */
type Match = (pattern: string, uri: string) => { params: Record<string, string> } | null

/**
 * What a function bundle of src/node/function-entries.ts exports: the function with its
 * `config`, called with `req.params` from its `matchPath`, as Gatsby's own wrapper does
 * (gatsby/dist/internal-plugins/functions/api-function-webpack-loader.js), but without that
 * wrapper's body parsers (body-parser, multer, joi: about 1.2 MB a function): every function
 * here reads its own body (`rawBodyParsing`), so none of them is needed, and a function that
 * asks for one cannot be bundled (`assertReadsOwnBody`).
 *
 * Where a request arrives: Netlify's handler sets `req.url`/`originalUrl` to the request path
 * (`/api/threshold/forms/submit/quote`); `gatsby serve`'s middleware sets `params` itself.
 */
export function gatsbyFunction(fn: FunctionModule, matchPath: string | undefined, match: Match): FunctionModule {
  return {
    default: (req, res) => {
      if (matchPath) {
        const url = (req as { originalUrl?: string }).originalUrl ?? req.url ?? ''
        const functionPath = url.split('?')[0]?.replace(/^\/*api\/?/, '') ?? ''
        const matched = match(matchPath, functionPath)
        if (matched) req.params = matched.params
      }
      return fn.default(req, res)
    },
    config: fn.config,
  }
}

/** Refuses a function that would need Gatsby's body parsers, which its bundle leaves out (see above). */
export function assertReadsOwnBody(file: string, config: GatsbyFunctionConfig | undefined): void {
  if (JSON.stringify(config) !== JSON.stringify(rawBodyParsing)) {
    throw new Error(
      `${file}: a Gatsby Function here reads its own body: export \`rawBodyParsing\` (src/node/forms/body-parsing.ts) as its config (docs/deploy.md, "The functions' bundles")`,
    )
  }
}
