import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby'
import { rawBodyParsing } from '../../../../node/forms/body-parsing'
import { handleSubmit } from '../../../../node/forms/host'

/** `POST /api/{tenant}/forms/submit/{formId}` (SPEC 7.7): see docs/forms.md. */
// Gatsby's body parsers off; why it is exported by destructuring: body-parsing.ts.
export const { config } = { config: rawBodyParsing }

export default function submit(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
  return handleSubmit(req, res, req.params)
}
