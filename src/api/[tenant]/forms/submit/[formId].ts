import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby'
import { rawBodyParsing } from '../../../../node/forms/body-parsing'
import { answeringFailures } from '../../../../node/functions/answer-failures'
import { handleSubmit } from '../../../../node/forms/host'

/** `POST /api/{tenant}/forms/submit/{formId}` (SPEC 7.7): see docs/forms.md. */
// Gatsby's body parsers off; why it is exported by destructuring: body-parsing.ts.
export const { config } = { config: rawBodyParsing }

export default answeringFailures(
  'forms submit',
  (req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) => handleSubmit(req, res, req.params),
  { error: 'Internal server error' },
)
