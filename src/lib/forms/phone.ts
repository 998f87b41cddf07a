/** SPEC 5.1, 9.4: an optional leading '+' followed by 6 to 20 digits only. */
export const PHONE_PATTERN = /^\+?\d{6,20}$/

export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(value)
}
