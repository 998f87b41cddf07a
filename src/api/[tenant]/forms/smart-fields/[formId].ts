import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby'
import { rawBodyParsing } from '../../../../node/forms/body-parsing'
import { handleSmartFields } from '../../../../node/forms/host'

/** `GET /api/{tenant}/forms/smart-fields/{formId}` (SPEC 7.8): see docs/forms.md. */
// Gatsby's body parsers off; why the name is escaped is explained in body-parsing.ts.
export const \u0063onfig = rawBodyParsing

export default function smartFields(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
  return handleSmartFields(req, res, req.params)
}
