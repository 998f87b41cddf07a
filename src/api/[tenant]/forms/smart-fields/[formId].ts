import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby'
import { rawBodyParsing } from '../../../../node/forms/body-parsing'
import { answeringFailures } from '../../../../node/functions/answer-failures'
import { handleSmartFields } from '../../../../node/forms/host'

/** `GET /api/{tenant}/forms/smart-fields/{formId}` (SPEC 7.8): see docs/forms.md. */
// Gatsby's body parsers off; why it is exported by destructuring: body-parsing.ts.
export const { config } = { config: rawBodyParsing }

export default answeringFailures(
  'forms smart fields',
  (req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) => handleSmartFields(req, res, req.params),
  { error: 'Internal server error' },
)
