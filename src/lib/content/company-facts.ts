/**
 * The company's facts (headcount, offices, founding year, customers, doors and sites managed,
 * certifications) live in one CMS document, `companyFacts`. Text anywhere in the CMS states a fact
 * with a placeholder, `{{headcount}}`, which the build fills from that document; components read
 * the document itself. `factContradictions` finds a statement of a fact in a page's text that
 * differs from the document, so nothing typed by hand can drift (tests/site/company-facts.test.ts).
 */

export interface Office {
  city: string
  country: string
  /** The postal address, one line per entry. */
  addressLines: readonly string[]
  headquarters?: boolean | null
  /** The office on a maps service (opens in a new tab, SPEC 2.18). */
  mapsUrl?: string | null
}

export interface Certification {
  name: string
  issuer: string
  /** YYYY-MM-DD. */
  issuedOn: string
  /** YYYY-MM-DD: the last day the certificate or report covers. */
  expiresOn: string
  /** Whether the site shows it as current (false while a lapsed one is renewed). */
  current: boolean
}

export interface CompanyFacts {
  headcount: number
  foundedYear: number
  customers: number
  doors: number
  sites: number
  offices: readonly Office[]
  certifications: readonly Certification[]
}

const COUNT = new Intl.NumberFormat('en-US')
/** A count as the site writes it: 12,400. */
export const formatCount = (n: number): string => COUNT.format(n)

const WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine']
/** A small count in words (six offices), a larger one in figures. */
export const countInWords = (n: number): string => WORDS[n] ?? formatCount(n)

/** 'a, b and c'. */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
}

const DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
/** A YYYY-MM-DD date as the site writes it: 31 March 2027. */
export const formatFactDate = (iso: string): string => DATE.format(new Date(`${iso}T00:00:00Z`))

/** The certifications shown as current. */
export const currentCertifications = (facts: CompanyFacts): Certification[] => facts.certifications.filter((c) => c.current)

/** The headquarters: the office marked so, else the first. */
export const headquarters = (facts: CompanyFacts): Office | undefined => facts.offices.find((o) => o.headquarters) ?? facts.offices[0]

/** Every placeholder an editor may write, `{{name}}`, and the text it becomes. */
export const FACT_PLACEHOLDERS = {
  headcount: (f: CompanyFacts) => formatCount(f.headcount),
  foundedYear: (f: CompanyFacts) => String(f.foundedYear),
  customers: (f: CompanyFacts) => formatCount(f.customers),
  doors: (f: CompanyFacts) => formatCount(f.doors),
  sites: (f: CompanyFacts) => formatCount(f.sites),
  officeCount: (f: CompanyFacts) => countInWords(f.offices.length),
  officeCities: (f: CompanyFacts) => listInWords(f.offices.map((o) => o.city)),
  headquarters: (f: CompanyFacts) => headquarters(f)?.city ?? '',
  certifications: (f: CompanyFacts) => listInWords(currentCertifications(f).map((c) => c.name)),
} satisfies Record<string, (facts: CompanyFacts) => string>

export type FactPlaceholder = keyof typeof FACT_PLACEHOLDERS

const PLACEHOLDER = /\{\{\s*([A-Za-z]+)\s*\}\}/g

/** The names of the placeholders in a text that are not facts, each once. */
export function unknownPlaceholders(text: string): string[] {
  const names = [...text.matchAll(PLACEHOLDER)].map((m) => m[1] as string)
  return [...new Set(names.filter((name) => !Object.hasOwn(FACT_PLACEHOLDERS, name)))]
}

/** The text with each fact's placeholder replaced; an unknown placeholder stays as written. */
export function fillFacts(text: string, facts: CompanyFacts): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(FACT_PLACEHOLDERS, name) ? FACT_PLACEHOLDERS[name as FactPlaceholder](facts) : whole,
  )
}

/** A JSON value with every string's placeholders filled, and the paths of strings that name an unknown one. */
export function fillFactsIn<T>(value: T, facts: CompanyFacts): { value: T; unknown: { path: string; names: string[] }[] } {
  const unknown: { path: string; names: string[] }[] = []
  const walk = (v: unknown, path: string): unknown => {
    if (typeof v === 'string') {
      if (!v.includes('{{')) return v
      const names = unknownPlaceholders(v)
      if (names.length > 0) unknown.push({ path, names })
      return fillFacts(v, facts)
    }
    if (Array.isArray(v)) return v.map((item, i) => walk(item, `${path}[${i}]`))
    if (v && typeof v === 'object') {
      return Object.fromEntries(Object.entries(v).map(([k, item]) => [k, walk(item, path ? `${path}.${k}` : k)]))
    }
    return v
  }
  return { value: walk(value, '') as T, unknown }
}

/** A fact stated in a text that differs from the facts document. */
export interface FactContradiction {
  fact: 'headcount' | 'offices' | 'office city' | 'foundedYear' | 'customers' | 'doors' | 'sites'
  stated: string
  expected: string
  /** The words around the statement. */
  context: string
}

const NUMBER = String.raw`(\d{1,3}(?:,\d{3})+|\d+)`
const COUNT_WORD = String.raw`(\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`
/** 'more than', 'over', 'nearly'…: a bound, not the figure. */
const BOUND = String.raw`(?:(more than|over|nearly|almost|about|around|some) )?`

const toNumber = (text: string): number => {
  const word = WORDS.indexOf(text.toLowerCase())
  if (word >= 0) return word
  const more = ['ten', 'eleven', 'twelve'].indexOf(text.toLowerCase())
  return more >= 0 ? 10 + more : Number(text.replace(/,/g, ''))
}

/**
 * Whether a stated figure agrees with the fact: exact, or a bound the fact meets ('more than 9,000'
 * of 9,200), or within a tenth when approximate ('about 240').
 */
function agrees(bound: string | undefined, stated: number, fact: number): boolean {
  if (!bound) return stated === fact
  if (bound === 'more than' || bound === 'over') return fact > stated && fact < stated * 1.5
  if (bound === 'nearly' || bound === 'almost') return fact < stated && fact > stated * 0.9
  return Math.abs(fact - stated) <= fact * 0.1
}

/**
 * How the site states each figure of the company. Narrow on purpose: a customer's staff or
 * doors ('850 employees', 'hundreds of doors') are not ours, so each pattern needs the words the
 * site uses of itself.
 */
const FIGURE_PATTERNS: { fact: 'headcount' | 'foundedYear' | 'customers' | 'doors' | 'sites'; pattern: RegExp }[] = [
  { fact: 'headcount', pattern: new RegExp(String.raw`\b(?:we are|team of|today)\s+${BOUND}${NUMBER} people\b`, 'gi') },
  { fact: 'headcount', pattern: new RegExp(String.raw`\b${BOUND}${NUMBER}\+? people (?:in (?:our )?(?:\w+ offices|San Francisco)|across)`, 'gi') },
  { fact: 'foundedYear', pattern: /\b()(?:founded|started) in (\d{4})\b/gi },
  { fact: 'foundedYear', pattern: /\b()(\d{4}) founded\b/gi },
  // A survey's sample ('we asked 200 customers') is not the customer count.
  { fact: 'customers', pattern: new RegExp(String.raw`(?<!(?:asked|surveyed|interviewed) )\b${BOUND}${NUMBER}\+? customers\b`, 'gi') },
  { fact: 'doors', pattern: new RegExp(String.raw`\b${BOUND}${NUMBER}\+? doors (?:managed|under management|on (?:the platform|Threshold))`, 'gi') },
  {
    fact: 'sites',
    pattern: new RegExp(
      String.raw`\b${BOUND}${NUMBER}\+? (?:buildings|sites) (?:managed|under management|on the platform|open their doors with)|\b(more than|over) ${NUMBER} (?:buildings|sites)\b`,
      'gi',
    ),
  },
]

const context = (text: string, index: number, length: number): string =>
  text
    .slice(Math.max(0, index - 40), index + length + 40)
    .replace(/\s+/g, ' ')
    .trim()

/**
 * Every statement of a company fact in a page's text that differs from the facts: the figures
 * above, a count of offices ('six offices', '2 offices:'), and a city named as one of our offices
 * ('offices in …', 'Offices' followed by the footer's cities) that is not one.
 */
export function factContradictions(pageText: string, facts: CompanyFacts): FactContradiction[] {
  const text = pageText.replace(/\s+/g, ' ')
  const found: FactContradiction[] = []
  // Two patterns may find one statement ('Today 140 people in San Francisco'): one report per figure.
  const seen = new Set<number>()
  for (const { fact, pattern } of FIGURE_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      // A pattern of two alternatives has the bound and figure of the one that matched.
      const whole = match[0]
      const figure = (match[2] ?? match[4]) as string
      // '9,000+' reads as 'more than 9,000'.
      const bound = match[1] ?? match[3] ?? (whole.includes(`${figure}+`) ? 'more than' : undefined)
      const at = match.index + whole.lastIndexOf(figure)
      if (seen.has(at)) continue
      seen.add(at)
      const expected = fact === 'foundedYear' ? facts.foundedYear : facts[fact]
      if (!agrees(bound?.toLowerCase() || undefined, toNumber(figure), expected)) {
        found.push({ fact, stated: whole.trim(), expected: fact === 'foundedYear' ? String(expected) : formatCount(expected), context: context(text, match.index, whole.length) })
      }
    }
  }
  const officeCount = new RegExp(String.raw`\b(?:in|across|our)\s+${COUNT_WORD} offices\b|\b${COUNT_WORD} offices:`, 'gi')
  for (const match of text.matchAll(officeCount)) {
    const figure = (match[1] ?? match[2]) as string
    if (toNumber(figure) !== facts.offices.length) {
      found.push({ fact: 'offices', stated: match[0], expected: String(facts.offices.length), context: context(text, match.index, match[0].length) })
    }
  }
  const cities = new Set(facts.offices.map((o) => o.city))
  const cityLists = /\b(?:our (?:offices|showrooms|teams?) in|offices:|people in|showrooms? in)\s+((?:[A-Z][a-zA-Z]+(?: [A-Z][a-zA-Z]+)?(?:, | and |,? and )?)+)/g
  for (const match of text.matchAll(cityLists)) {
    for (const city of (match[1] as string).split(/, | and |,? and /).map((c) => c.trim())) {
      if (city && !cities.has(city)) {
        found.push({ fact: 'office city', stated: city, expected: [...cities].join(', '), context: context(text, match.index, match[0].length) })
      }
    }
  }
  return found
}

/** How many days before its expiry a certification is flagged to editors. */
export const EXPIRY_WARNING_DAYS = 30

export type CertificationState = { state: 'valid' } | { state: 'expiring'; days: number } | { state: 'expired' }

const DAY = 24 * 60 * 60 * 1000
const dayOf = (iso: string): number => Date.parse(`${iso}T00:00:00Z`) / DAY

/** A certification on a day (YYYY-MM-DD): valid, expiring within EXPIRY_WARNING_DAYS (its last day counts), or expired. */
export function certificationState(expiresOn: string, today: string): CertificationState {
  const days = dayOf(expiresOn) - dayOf(today)
  if (days < 0) return { state: 'expired' }
  return days <= EXPIRY_WARNING_DAYS ? { state: 'expiring', days } : { state: 'valid' }
}

/** Today as YYYY-MM-DD, in UTC: the day a build or a Studio check runs. */
export const todayIso = (now: Date = new Date()): string => now.toISOString().slice(0, 10)

/**
 * What an editor is told about a certification's expiry: a warning in the Studio when it expires
 * within 30 days, an error (which stops the build) when it has expired but is still shown as
 * current. Undefined when there is nothing to say.
 */
export function certificationExpiryProblem(
  cert: { expiresOn?: unknown; current?: unknown },
  today: string,
): { level: 'warning' | 'error'; message: string } | undefined {
  if (typeof cert.expiresOn !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(cert.expiresOn)) return undefined
  const state = certificationState(cert.expiresOn, today)
  const on = formatFactDate(cert.expiresOn)
  if (state.state === 'expired') {
    return cert.current === true
      ? { level: 'error', message: `expired on ${on} but is shown as current: enter the renewed dates, or untick “Shown as current”` }
      : undefined
  }
  if (state.state === 'expiring' && cert.current === true) {
    const when = state.days === 0 ? 'today' : state.days === 1 ? 'tomorrow' : `in ${state.days} days`
    return { level: 'warning', message: `expires on ${on}, ${when}: enter the renewed dates once the new certificate is issued` }
  }
  return undefined
}
