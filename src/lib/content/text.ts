/** SPEC 9.10: a collection card's summary is cut to this many characters, back to the last space. */
export const CARD_SUMMARY_LENGTH = 140

/**
 * SPEC 9.10: cut to `max` characters, then back to the last space; add '...' unless the cut text
 * ends in '?', '!' or '.'. Text no longer than `max` is returned unchanged.
 */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text
  let cut = text.slice(0, max)
  const space = cut.lastIndexOf(' ')
  if (space > 0) cut = cut.slice(0, space)
  cut = cut.trimEnd()
  return /[?!.]$/.test(cut) ? cut : `${cut}...`
}

/** SPEC 9.10: thousands separator ',', decimal separator '.', optionally with 2 decimals. */
export function formatNumber(value: number, withDecimals = false): string {
  const [whole = '0', decimals] = Math.abs(value)
    .toFixed(withDecimals ? 2 : 0)
    .split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${value < 0 ? '-' : ''}${grouped}${decimals ? `.${decimals}` : ''}`
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** SPEC 9.10: the date format tokens. Longest first, so 'MMMM' is not read as 'MM' twice. */
const TOKENS: Record<string, (d: Date) => string> = {
  YYYY: (d) => String(d.getUTCFullYear()),
  YY: (d) => pad(d.getUTCFullYear() % 100),
  MMMM: (d) => MONTHS[d.getUTCMonth()] as string,
  MMM: (d) => (MONTHS[d.getUTCMonth()] as string).slice(0, 3),
  MM: (d) => pad(d.getUTCMonth() + 1),
  M: (d) => String(d.getUTCMonth() + 1),
  DD: (d) => pad(d.getUTCDate()),
  D: (d) => String(d.getUTCDate()),
  HH: (d) => pad(d.getUTCHours()),
  H: (d) => String(d.getUTCHours()),
  mm: (d) => pad(d.getUTCMinutes()),
  m: (d) => String(d.getUTCMinutes()),
  ss: (d) => pad(d.getUTCSeconds()),
  s: (d) => String(d.getUTCSeconds()),
}
const TOKEN_PATTERN = /\[([^\]]*)]|YYYY|YY|MMMM|MMM|MM|M|DD|D|HH|H|mm|m|ss|s/g

/**
 * SPEC 9.10: formats a date with the tokens D, DD, M, MM, MMM, MMMM, YY, YYYY, H, HH, m, mm, s, ss;
 * text in [brackets] is kept as is. In UTC, so a CMS date ('2026-10-02') reads the same everywhere.
 */
export function formatDate(date: Date | string, pattern: string): string {
  const d = typeof date === 'string' ? new Date(date) : date
  if (Number.isNaN(d.getTime())) throw new Error(`Invalid date: ${String(date)}`)
  return pattern.replace(TOKEN_PATTERN, (token, literal: string | undefined) =>
    literal !== undefined ? literal : (TOKENS[token] as (d: Date) => string)(d),
  )
}
