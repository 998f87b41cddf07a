/*
 * Snowball's English stemmer (Porter2), as Pagefind 1.6 stems the words it indexes: its index holds
 * stems ('schedules' is 'schedul'), so a query's words are stemmed the same way before they are
 * looked up (docs/search.md, "Ranking"). Pagefind's stemmer is generated from Snowball's
 * english.sbl of late 2025: the R1 exceptions 'past' to 'inter', undoubling that leaves 'add' and
 * 'egg', and the -ing exceptions in Step 1b. Written from the algorithm's description at
 * snowballstem.org; tests/unit/lib/search/stem-english.test.ts checks it against every word Pagefind
 * indexed from the embedded dataset. Words are lower-case; letters outside a-z are consonants.
 */

const VOWELS = 'aeiouy'
const isVowel = (c: string | undefined): boolean => c !== undefined && VOWELS.includes(c)
/** Not a vowel, nor w, x or Y: the end of a short syllable. */
const isShortEnd = (c: string | undefined): boolean => c !== undefined && !isVowel(c) && c !== 'w' && c !== 'x' && c !== 'Y'

/** Whole words with a stem of their own, or none ('news' is not a plural). */
const EXCEPTIONS: ReadonlyMap<string, string> = new Map(
  Object.entries({
    skis: 'ski',
    skies: 'sky',
    idly: 'idl',
    gently: 'gentl',
    ugly: 'ugli',
    early: 'earli',
    only: 'onli',
    singly: 'singl',
    sky: 'sky',
    news: 'news',
    howe: 'howe',
    atlas: 'atlas',
    cosmos: 'cosmos',
    bias: 'bias',
    andes: 'andes',
  }),
)

/** Beginnings whose R1 starts after them, so that 'universe' and 'university' keep apart. */
const R1_PREFIXES = ['gener', 'commun', 'arsen', 'past', 'univers', 'later', 'emerg', 'organ', 'inter']

/** The -ing words left whole: 'inning' is no 'inn'. */
const ING_WHOLE = new Set(['inn', 'out', 'cann', 'herr', 'earr', 'even'])

const DOUBLES = ['bb', 'dd', 'ff', 'gg', 'mm', 'nn', 'pp', 'rr', 'tt']

const STEP_2: readonly (readonly [string, string])[] = [
  ['ization', 'ize'],
  ['ational', 'ate'],
  ['fulness', 'ful'],
  ['ousness', 'ous'],
  ['iveness', 'ive'],
  ['tional', 'tion'],
  ['biliti', 'ble'],
  ['lessli', 'less'],
  ['entli', 'ent'],
  ['ation', 'ate'],
  ['alism', 'al'],
  ['aliti', 'al'],
  ['ousli', 'ous'],
  ['iviti', 'ive'],
  ['fulli', 'ful'],
  ['ogist', 'og'],
  ['enci', 'ence'],
  ['anci', 'ance'],
  ['abli', 'able'],
  ['izer', 'ize'],
  ['ator', 'ate'],
  ['alli', 'al'],
  ['bli', 'ble'],
  ['ogi', 'og'],
  ['li', ''],
]

const STEP_3: readonly (readonly [string, string])[] = [
  ['ational', 'ate'],
  ['tional', 'tion'],
  ['alize', 'al'],
  ['icate', 'ic'],
  ['iciti', 'ic'],
  ['ative', ''],
  ['ical', 'ic'],
  ['ness', ''],
  ['ful', ''],
]

const STEP_4 = [
  'ement',
  'ance',
  'ence',
  'able',
  'ible',
  'ment',
  'ant',
  'ent',
  'ism',
  'ate',
  'iti',
  'ous',
  'ive',
  'ize',
  'ion',
  'al',
  'er',
  'ic',
]

/** The longest of `suffixes` the word ends with (the lists are longest first). */
const longestSuffix = <T extends string>(word: string, suffixes: readonly T[]): T | undefined => suffixes.find((s) => word.endsWith(s))

/** Where R1 (and, from it, R2) starts: after the first non-vowel that follows a vowel. */
function regionAfter(word: string, from: number): number {
  let i = from
  while (i < word.length && !isVowel(word[i])) i += 1
  while (i < word.length && isVowel(word[i])) i += 1
  return i < word.length ? i + 1 : word.length
}

/** Whether `word[0, end)` ends in a short syllable. */
function endsShort(word: string, end: number): boolean {
  if (word.slice(0, end).endsWith('past')) return true
  const [a, b, c] = [word[end - 3], word[end - 2], word[end - 1]]
  if (end >= 3 && !isVowel(a) && isVowel(b) && isShortEnd(c)) return true
  return end === 2 && isVowel(b) && !isVowel(c)
}

/** The stem of a lower-case word. */
export function stemEnglish(input: string): string {
  const exception = EXCEPTIONS.get(input)
  if (exception !== undefined) return exception
  if (Array.from(input).length < 3) return input

  // Prelude: no leading apostrophe; a y that begins the word or follows a vowel is a consonant (Y).
  let word = input.startsWith("'") ? input.slice(1) : input
  let hasY = false
  // A Y made here is no vowel for the letter after it: 'ayy' is 'aYy'.
  const letters = Array.from(word)
  for (const [i, c] of letters.entries()) {
    if (c === 'y' && (i === 0 || isVowel(letters[i - 1]))) {
      letters[i] = 'Y'
      hasY = true
    }
  }
  word = letters.join('')

  const prefix = R1_PREFIXES.find((p) => word.startsWith(p))
  const p1 = prefix ? prefix.length : regionAfter(word, 0)
  const p2 = p1 < word.length ? regionAfter(word, p1) : word.length
  const inR1 = (suffix: string) => word.length - suffix.length >= p1
  const inR2 = (suffix: string) => word.length - suffix.length >= p2
  const cut = (suffix: string, by = '') => (word = word.slice(0, word.length - suffix.length) + by)

  // Step 1a: apostrophes, then plurals.
  const apostrophe = longestSuffix(word, ["'s'", "'s", "'"])
  if (apostrophe) cut(apostrophe)
  const plural = longestSuffix(word, ['sses', 'ied', 'ies', 'us', 'ss', 's'])
  if (plural === 'sses') cut(plural, 'ss')
  else if (plural === 'ied' || plural === 'ies') cut(plural, Array.from(word).length - 3 > 1 ? 'i' : 'ie')
  else if (plural === 's' && /[aeiouy]/.test(word.slice(0, -2))) cut('s')

  // Step 1b: -eed, -ed, -ing and their -ly.
  const step1b = longestSuffix(word, ['eedly', 'ingly', 'edly', 'eed', 'ing', 'ed'])
  const stem1b = step1b ? word.slice(0, word.length - step1b.length) : ''
  let general = false
  if (step1b === 'eed' || step1b === 'eedly') {
    if (inR1(step1b) && !['proc', 'exc', 'succ'].includes(stem1b)) cut(step1b, 'ee')
  } else if (step1b === 'ing') {
    if (/^[^aeiouy]y$/.test(stem1b)) cut('ying', 'ie')
    else if (!ING_WHOLE.has(stem1b)) general = true
  } else if (step1b) general = true
  if (general && step1b && /[aeiouy]/.test(stem1b)) {
    cut(step1b)
    const end = longestSuffix(word, ['at', 'bl', 'iz', ...DOUBLES])
    if (end === 'at' || end === 'bl' || end === 'iz') word += 'e'
    else if (end !== undefined) {
      if (!(word.length === 3 && 'aeo'.includes(word[0] as string))) word = word.slice(0, -1)
    } else if (word.length === p1 && endsShort(word, word.length)) word += 'e'
  }

  // Step 1c: a final y after a consonant that is not the first letter is i.
  const last = word[word.length - 1]
  if ((last === 'y' || last === 'Y') && word.length > 2 && !isVowel(word[word.length - 2])) word = `${word.slice(0, -1)}i`

  // Step 2.
  const s2 = longestSuffix(
    word,
    STEP_2.map(([s]) => s),
  )
  if (s2 && inR1(s2)) {
    const before = word[word.length - s2.length - 1]
    if (s2 === 'ogi') {
      if (before === 'l') cut(s2, 'og')
    } else if (s2 === 'li') {
      if (before !== undefined && 'cdeghkmnrt'.includes(before)) cut(s2)
    } else cut(s2, STEP_2.find(([s]) => s === s2)?.[1])
  }

  // Step 3.
  const s3 = longestSuffix(
    word,
    STEP_3.map(([s]) => s),
  )
  if (s3 && inR1(s3) && (s3 !== 'ative' || inR2(s3))) cut(s3, STEP_3.find(([s]) => s === s3)?.[1])

  // Step 4.
  const s4 = longestSuffix(word, STEP_4)
  if (s4 && inR2(s4)) {
    const before = word[word.length - s4.length - 1]
    if (s4 !== 'ion' || before === 's' || before === 't') cut(s4)
  }

  // Step 5: a final e or ll.
  if (word.endsWith('e')) {
    if (inR2('e') || (inR1('e') && !endsShort(word, word.length - 1))) cut('e')
  } else if (word.endsWith('ll') && inR2('l')) cut('l')

  return hasY ? word.replace(/Y/g, 'y') : word
}
