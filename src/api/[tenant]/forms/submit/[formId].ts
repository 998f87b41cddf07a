import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby'
import { formsFunctionConfig } from '../../../../node/forms/function-config'
import { handleSubmit } from '../../../../node/forms/host'

/** `POST /api/{tenant}/forms/submit/{formId}` (SPEC 7.7): see README, "Forms host". */
export const config = formsFunctionConfig

export default function submit(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
  return handleSubmit(req, res, req.params)
}
