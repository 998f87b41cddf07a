/**
 * Validation messages, in the specification's words (SPEC 5.1). Lead forms (quote, demo,
 * resellers and the footer newsletter, SPEC 1) say 'This field is required'; generic and
 * smart-field forms say 'Required.' (SPEC 5.1, second reading). The other messages are shared.
 */
export type FormKind = 'lead' | 'generic'

export const messages = {
  required: { lead: 'This field is required', generic: 'Required.' },
  integer: 'Please fill in a full number',
  email: 'Please fill in an email',
  maxLength: 'Too long',
  maxValue: (max: number) => `Maximum is ${max}`,
  minLength: (length: number) => `Must be at least ${length} characters long`,
  minValue: (min: number) => `Must be at least ${min}`,
  phone: 'Must be a valid phone number',
  /** Not in the SPEC: a select answered with a value it does not offer (only a hand-made post can). */
  option: 'Please choose one of the options',
  /** Not in the SPEC: a JSON post whose value is a list or an object. */
  text: 'Must be text',
} as const

export function requiredMessage(kind: FormKind): string {
  return messages.required[kind]
}
