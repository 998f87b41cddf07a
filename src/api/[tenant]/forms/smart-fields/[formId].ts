import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby'
import { formsFunctionConfig } from '../../../../node/forms/function-config'
import { handleSmartFields } from '../../../../node/forms/host'

/** `GET /api/{tenant}/forms/smart-fields/{formId}` (SPEC 7.8): see README, "Forms host". */
export const config = formsFunctionConfig

export default function smartFields(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
  return handleSmartFields(req, res, req.params)
}
