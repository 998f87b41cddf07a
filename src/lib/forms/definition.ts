import * as yup from 'yup'
import { buildSchema, type FieldSpec, initialValues } from './fields'
import type { FormKind } from './messages'
import { type SmartField, smartFieldsAsSpecs } from './smart-fields'
import { SUBMISSION_ID_FIELD, SUBMISSION_ID_MESSAGE, SUBMISSION_ID_PATTERN, trackingFields } from './tracking'

export type FormId = 'quote' | 'demo' | 'resellers' | 'footerNewsletter' | 'contact'

export interface FormDefinition {
  id: FormId
  /** Lead forms use SPEC 5.1's messages; generic forms say 'Required.'. */
  kind: FormKind
  /** The fields the visitor fills in, in display order. */
  fields: readonly FieldSpec[]
  /** Progressive fields offered by the smart-fields endpoint (SPEC 5.3, 7.8), in the order asked. */
  smartFields: readonly SmartField[]
  /**
   * The thank-you page: where the browser goes after a successful post, with or without
   * JavaScript (SPEC 4.5 redirectUrl): a page per form saying what happens next. The newsletter
   * stays in place with JavaScript (SPEC 4.4); its page is for browsers without.
   */
  thankYouPath: string
  /** formik's `validationSchema` for the visible fields. */
  schema: yup.AnyObjectSchema
  /** formik's `initialValues`. */
  initialValues: Record<string, string>
  /**
   * What the server accepts: the fields, the smart fields (optional), the tracking fields and
   * the submission id. Unknown fields are dropped, never stored.
   */
  submissionSchema: yup.AnyObjectSchema
}

export function defineForm(form: {
  id: FormId
  kind: FormKind
  fields: readonly FieldSpec[]
  smartFields?: readonly SmartField[]
  thankYouPath: string
}): FormDefinition {
  const smartFields = form.smartFields ?? []
  const schema = buildSchema(form.fields, form.kind)
  const submissionSchema = schema
    .concat(buildSchema(smartFieldsAsSpecs(smartFields), 'generic'))
    .concat(buildSchema(trackingFields, form.kind))
    .shape({ [SUBMISSION_ID_FIELD]: yup.string().optional().matches(SUBMISSION_ID_PATTERN, SUBMISSION_ID_MESSAGE) })
  return {
    id: form.id,
    kind: form.kind,
    fields: form.fields,
    smartFields,
    thankYouPath: form.thankYouPath,
    schema,
    initialValues: initialValues(form.fields),
    submissionSchema,
  }
}
