/** Joins class names, skipping the absent ones. */
export function classes(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ')
}
