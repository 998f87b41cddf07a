/**
 * The one rule for text the site stores (a lead's fields, its tracking fields, the visitor's
 * tracking cookie): what the forms host accepts is exactly what both stores can hold and what an
 * operator can read safely, so lmdb and PostgreSQL keep the same leads.
 *
 * Refused:
 * - U+0000, which PostgreSQL's text and jsonb cannot hold;
 * - an unpaired surrogate (half of a UTF-16 pair), which is no character and has no UTF-8 form;
 * - the other control characters (C0, DEL, C1): nobody types them, and ESC or CSI would act on
 *   an operator's terminal;
 * - a line break or tab in a single-line field (a browser's text input never sends one); a
 *   multi-line field (textarea) keeps line feed, carriage return and tab.
 * Everything else is text: letters of every script, emoji, no-break and zero-width spaces.
 */

/** What is wrong with `value`, for the message; undefined when it may be stored. */
export function storedTextProblem(value: string, multiline: boolean): string | undefined {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i)
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(i + 1)
      if (next >= 0xdc00 && next <= 0xdfff) {
        i++
        continue
      }
      return 'an unpaired surrogate'
    }
    if (code >= 0xdc00 && code <= 0xdfff) return 'an unpaired surrogate'
    const control = code < 0x20 || (code >= 0x7f && code <= 0x9f)
    if (!control) continue
    if (multiline && (code === 0x09 || code === 0x0a || code === 0x0d)) continue
    return `the control character U+${code.toString(16).toUpperCase().padStart(4, '0')}`
  }
  return undefined
}

/** The 422 message for a field whose text cannot be stored: it names the field and the character. */
export function storedTextMessage(label: string, problem: string): string {
  return `${label} contains ${problem}, which cannot be stored`
}
