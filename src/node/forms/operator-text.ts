/**
 * Stored text as the operator sees it (`npm run leads`, docs/security.md): a lead's values come
 * from visitors, and the stores keep what the forms accepted (src/lib/forms/stored-text.ts), but
 * the operator's terminal and spreadsheet must not act on anything: no escape sequence, no forged
 * line, no formula.
 */

/** A control character (C0, DEL, C1), a line or paragraph separator, or half of a surrogate pair. */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' }

/** `\x1b`, `\u009b`, `\n`: the character named, never acted on. */
function visible(character: string): string {
  const code = character.charCodeAt(0)
  return NAMED[character] ?? (code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`)
}

/** One value on a terminal line: every control character shown as its escape, so it cannot move the cursor, set the title or start a line. */
export function terminalText(value: string): string {
  return value.replace(UNSAFE, visible)
}

/** The same, but a multi-line value keeps its line breaks and tabs (inside a quoted CSV cell they are text). */
function cellText(value: string): string {
  return value.replace(UNSAFE, (character) =>
    character === '\n' || character === '\r' || character === '\t' ? character : visible(character),
  )
}

/**
 * What spreadsheets skip before they read a formula: white space of any kind (no-break and
 * ideographic spaces too), line breaks, and invisible format characters.
 */
const IGNORED_START = /^[\p{White_Space}\p{Cc}\p{Cf}]+/u

/** The characters that start a formula, once folded (NFKC makes `＝` `=`, `﹢` `+`), and the minus sign. */
const FORMULA_START = new Set(['=', '+', '-', '@', '\u2212'])

/** Whether a spreadsheet would read the cell as a formula (or as the start of one, after a tab or a carriage return). */
export function startsFormula(value: string): boolean {
  if (/^[\t\r]/.test(value)) return true
  const first = [...value.replace(IGNORED_START, '')][0]
  return first !== undefined && FORMULA_START.has(first.normalize('NFKC'))
}

/**
 * One CSV cell (RFC 4180). A cell a spreadsheet would run as a formula gets a leading apostrophe,
 * control characters other than line breaks and tabs are shown as escapes: a lead's text never
 * executes on the operator's machine.
 */
export function csvCell(value: string): string {
  const text = cellText(value)
  const safe = startsFormula(text) ? `'${text}` : text
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** An NDJSON line: JSON escapes C0 characters itself; DEL, C1 and the separators are escaped too. */
export function jsonLine(value: unknown): string {
  return JSON.stringify(value).replace(/[\u007f-\u009f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
}
