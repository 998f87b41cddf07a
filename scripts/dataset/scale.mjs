#!/usr/bin/env node
// npm run content:scale -- N [--out DIR]
// Writes a deterministic synthetic content folder for build and search benchmarks: the embedded
// dataset plus N extra documents spread in turn over every collection type (learning-hub articles,
// blog posts, product updates, customer stories, guides, academy courses: docs/collections.md), each
// made from a published document of its type with its own id, slug, heading, date and body. Bodies
// are written from the dataset's own sentences on one topic each, at the lengths of the dataset's
// documents of that type, with the block mix of real ones (docs/search.md, "The synthetic corpus").
// Default folder: .bench/content-N.
// Build from it with CONTENT_DIR=<folder> (docs/dataset.md).
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { rng } from './art.mjs'
import { addKeys, block } from './lib.mjs'

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '../..')
const args = process.argv.slice(2)
const outIndex = args.indexOf('--out')
const out = outIndex >= 0 ? path.resolve(args[outIndex + 1]) : undefined
const n = Number(args.find((a, i) => /^\d+$/.test(a) && (outIndex < 0 || i !== outIndex + 1)))
if (!Number.isInteger(n) || n < 1) {
  console.error('usage: npm run content:scale -- N [--out DIR]   (N: number of extra documents, 1 or more)')
  process.exit(2)
}
const dir = out ?? path.join(root, `.bench/content-${n}`)

const base = readFileSync(path.join(root, 'content/cms/data.ndjson'), 'utf8')
  .trim()
  .split('\n')
  .map((l) => JSON.parse(l))
const published = base.filter((d) => !d._id.startsWith('drafts.'))
const authors = published.filter((d) => d._type === 'author').map((d) => d._id)
const targets = published.filter((d) => typeof d.href === 'string' && d.project !== 'coworking').map((d) => d.href)
const pictures = published.filter((d) => d.mainImage?.asset && d._type === 'blogPost').map((d) => d.mainImage)
// Every collection type, with a published document of it as the template of its synthetic ones.
const COLLECTION_TYPES = ['article', 'blogPost', 'featureUpdateArticle', 'caseStudy', 'guide', 'academyCourse']
const templates = COLLECTION_TYPES.map((type) => {
  const template = published.find((d) => d._type === type && typeof d.href === 'string' && typeof d.pathDir === 'string')
  if (!template) throw new Error(`content:scale: the embedded dataset has no published ${type} with an href to copy`)
  return template
})

// The text: the embedded dataset's own copy (docs/search.md, "The synthetic corpus"). A company's
// content at 10,000 documents reuses its vocabulary the way natural text does (a few words on most
// pages, most words on few: Zipf's law), so each synthetic document is written from the sentences
// and headings of a real document on its topic, with the names, places and figures that make real
// documents differ: its own customer, city and people, and its own numbers.
const CHROME = new Set(['abCampaign', 'navBarMenu', 'footer', 'topBanner', 'classicNavigation', 'company', 'author'])
/** The text blocks of a document, wherever they are (body, sections, banners), in order. */
function textBlocks(value, out = []) {
  if (Array.isArray(value)) for (const item of value) textBlocks(item, out)
  else if (value && typeof value === 'object') {
    if (value._type === 'block')
      out.push({
        heading: /^h[1-3]$/.test(value.style ?? ''),
        text: (value.children ?? [])
          .map((c) => c.text ?? '')
          .join('')
          .trim(),
      })
    else for (const [k, v] of Object.entries(value)) if (!k.startsWith('_')) textBlocks(v, out)
  }
  return out
}
// Whole sentences only, none that block() would read as markup (a heading, a list item, a link).
const sentencesOf = (text) =>
  text.split(/(?<=[.!?”])\s+(?=[A-Z0-9“‘(])/).filter((s) => s.split(' ').length >= 4 && !/^(#|- |\d+\. )|\]\(|\*\*/.test(s))
// Legal pages are no topic: a company's blog posts and courses are not written from its contracts.
const topics = published
  .filter((d) => !CHROME.has(d._type) && d._type !== 'legalPage' && d.project !== 'coworking')
  .map((d) => {
    const blocks = textBlocks([d.body, d.sections])
    return {
      type: d._type,
      heading: d.heading,
      summary: d.summary,
      headings: blocks.filter((b) => b.heading && b.text.length > 3).map((b) => b.text),
      sentences: blocks.filter((b) => !b.heading).flatMap((b) => sentencesOf(b.text)),
    }
  })
  .filter((t) => typeof t.heading === 'string' && t.sentences.length >= 8)
const allSentences = topics.flatMap((t) => t.sentences)
/** The body lengths in words of the dataset's documents of each collection type. */
const LENGTHS = Object.fromEntries(
  COLLECTION_TYPES.map((type) => [
    type,
    published
      .filter((d) => d._type === type)
      .map((d) => textBlocks(d.body).reduce((n, b) => n + b.text.split(/\s+/).filter(Boolean).length, 0)),
  ]),
)
const allHeadings = topics.flatMap((t) => t.headings)

/**
 * A picker where the item of rank r comes up in proportion to 1/r (Zipf): a few topics, customers
 * and people are written about often, most rarely. The ranks are shuffled once, from a fixed seed.
 */
function zipf(list, seed) {
  const order = [...list]
  const shuffle = rng(seed)
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(shuffle() * (i + 1))
    ;[order[i], order[j]] = [order[j], order[i]]
  }
  const cumulative = []
  let sum = 0
  for (let r = 1; r <= order.length; r++) cumulative.push((sum += 1 / r))
  return (rand) => {
    const x = rand() * sum
    let lo = 0
    let hi = cumulative.length - 1
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (cumulative[mid] < x) lo = mid + 1
      else hi = mid
    }
    return order[lo]
  }
}

// Names a company's content is full of: customers (made-up compounds, as most brand names are),
// the cities they are in, the people quoted, the hardware's model numbers.
const NAME_STARTS = [
  'North',
  'River',
  'Oak',
  'Harbor',
  'Summit',
  'Cedar',
  'Maple',
  'Granite',
  'Silver',
  'Bright',
  'Stone',
  'Willow',
  'Iron',
  'Clear',
  'High',
  'Red',
  'Green',
  'Blue',
  'Lake',
  'Pine',
  'Elm',
  'Fair',
  'Cross',
  'West',
  'East',
  'South',
  'Copper',
  'Falcon',
  'Meadow',
  'Orchard',
  'Ash',
  'Birch',
  'Cobalt',
  'Crown',
  'Eagle',
  'Fox',
  'Glen',
  'Hazel',
  'Juniper',
  'Kestrel',
  'Lark',
  'Marble',
  'Nova',
  'Otter',
  'Quarry',
  'Raven',
  'Sage',
  'Thistle',
  'Vale',
  'Wren',
]
const NAME_ENDS = [
  'bend',
  'field',
  'gate',
  'view',
  'stone',
  'light',
  'wood',
  'brook',
  'point',
  'ridge',
  'haven',
  'crest',
  'ford',
  'mark',
  'well',
  'side',
  'water',
  'line',
  'way',
  'port',
  'hill',
  'dale',
  'wind',
  'bridge',
  'park',
  'shore',
  'moor',
  'hurst',
  'wick',
  'ton',
  'by',
  'stead',
  'cliff',
  'land',
  'rock',
  'vale',
  'worth',
  'mere',
  'grove',
  'spring',
]
const SECTORS = [
  'Health',
  'Schools',
  'Logistics',
  'Bank',
  'Hotels',
  'Labs',
  'Properties',
  'Fitness',
  'Studios',
  'Manufacturing',
  'University',
  'Clinics',
  'Retail',
  'Energy',
  'Foods',
  'Capital',
  'Workspace',
  'Pharma',
  'Group',
  'Transit',
]
const CUSTOMERS = NAME_STARTS.flatMap((a, i) => NAME_ENDS.map((b, j) => `${a}${b} ${SECTORS[(i * 7 + j) % SECTORS.length]}`))
const CITIES = [
  'Lisbon',
  'Berlin',
  'London',
  'Austin',
  'Dublin',
  'Toronto',
  'Seville',
  'Madrid',
  'Warsaw',
  'Columbus',
  'Denver',
  'Chicago',
  'Boston',
  'Seattle',
  'Portland',
  'Atlanta',
  'Phoenix',
  'Dallas',
  'Houston',
  'Miami',
  'Tampa',
  'Raleigh',
  'Nashville',
  'Detroit',
  'Cleveland',
  'Pittsburgh',
  'Baltimore',
  'Richmond',
  'Charlotte',
  'Orlando',
  'Sacramento',
  'Oakland',
  'Tucson',
  'Omaha',
  'Milwaukee',
  'Minneapolis',
  'Indianapolis',
  'Cincinnati',
  'Louisville',
  'Memphis',
  'Albuquerque',
  'Boise',
  'Spokane',
  'Vancouver',
  'Calgary',
  'Montreal',
  'Ottawa',
  'Halifax',
  'Winnipeg',
  'Edmonton',
  'Manchester',
  'Leeds',
  'Bristol',
  'Glasgow',
  'Edinburgh',
  'Cardiff',
  'Belfast',
  'Liverpool',
  'Sheffield',
  'Nottingham',
  'Paris',
  'Lyon',
  'Marseille',
  'Toulouse',
  'Nantes',
  'Bordeaux',
  'Lille',
  'Brussels',
  'Antwerp',
  'Ghent',
  'Amsterdam',
  'Rotterdam',
  'Utrecht',
  'Eindhoven',
  'Hamburg',
  'Munich',
  'Cologne',
  'Frankfurt',
  'Stuttgart',
  'Leipzig',
  'Dresden',
  'Vienna',
  'Graz',
  'Zurich',
  'Geneva',
  'Basel',
  'Milan',
  'Turin',
  'Bologna',
  'Florence',
  'Naples',
  'Porto',
  'Valencia',
  'Bilbao',
  'Malaga',
  'Barcelona',
  'Copenhagen',
  'Aarhus',
  'Oslo',
  'Bergen',
  'Stockholm',
  'Gothenburg',
  'Malmo',
  'Helsinki',
  'Tampere',
  'Tallinn',
  'Riga',
  'Vilnius',
  'Krakow',
  'Gdansk',
  'Wroclaw',
  'Prague',
  'Brno',
  'Budapest',
  'Bratislava',
  'Ljubljana',
  'Zagreb',
  'Athens',
  'Sydney',
  'Melbourne',
  'Brisbane',
  'Auckland',
  'Singapore',
]
const FIRST_NAMES = [
  'Ana',
  'Ben',
  'Carla',
  'David',
  'Elena',
  'Farah',
  'George',
  'Hana',
  'Ivan',
  'Julia',
  'Kofi',
  'Laura',
  'Marco',
  'Nadia',
  'Oscar',
  'Priya',
  'Quinn',
  'Rosa',
  'Samir',
  'Tara',
  'Umar',
  'Vera',
  'Will',
  'Xena',
  'Yusuf',
  'Zoe',
  'Amir',
  'Beatriz',
  'Chen',
  'Dana',
  'Emeka',
  'Fiona',
  'Gabriel',
  'Helen',
  'Ines',
  'Jonas',
  'Kira',
  'Leo',
  'Maya',
  'Noah',
  'Olga',
  'Pedro',
  'Rania',
  'Sofia',
  'Tomas',
  'Uma',
  'Victor',
  'Wendy',
  'Yara',
  'Zain',
  'Aisha',
  'Bruno',
  'Clara',
  'Diego',
  'Eva',
  'Felix',
  'Grace',
  'Hugo',
  'Isla',
  'Jamal',
  'Kai',
  'Lena',
  'Mateo',
  'Nina',
  'Omar',
  'Paula',
  'Ruth',
  'Sven',
  'Tess',
  'Vik',
]
const LAST_NAMES = [
  'Okafor',
  'Silva',
  'Novak',
  'Khan',
  'Moreau',
  'Schmidt',
  'Rossi',
  'Tanaka',
  'Kowalski',
  'Murphy',
  'Larsen',
  'Haddad',
  'Costa',
  'Ibrahim',
  'Jensen',
  'Fischer',
  'Garcia',
  'Nguyen',
  'Patel',
  'Santos',
  'Weber',
  'Yilmaz',
  'Andersen',
  'Becker',
  'Castro',
  'Dubois',
  'Eriksen',
  'Ferreira',
  'Gomez',
  'Hoffmann',
  'Ivanova',
  'Jovanovic',
  'Kim',
  'Lopez',
  'Mendes',
  'Nielsen',
  'Olsen',
  'Pereira',
  'Quinn',
  'Reyes',
  'Sato',
  'Torres',
  'Usman',
  'Varga',
  'Walsh',
  'Xu',
  'Young',
  'Zimmer',
  'Adeyemi',
  'Brennan',
  'Cohen',
  'Dimitrov',
  'Esposito',
  'Fontaine',
  'Grant',
  'Horvat',
  'Iqbal',
  'Kovacs',
  'Lindqvist',
  'Mahmoud',
  'Nakamura',
  'Oliveira',
  'Petrov',
  'Ramos',
  'Svensson',
  'Takahashi',
  'Vasquez',
  'Wagner',
  'Zhang',
  'Abbott',
  'Baptiste',
  'Carvalho',
  'Dalton',
  'Ekström',
  'Fraser',
]
const PEOPLE = FIRST_NAMES.flatMap((f) => LAST_NAMES.map((l) => `${f} ${l}`))
const ROLES = [
  'facilities manager',
  'head of security',
  'IT director',
  'operations lead',
  'office manager',
  'security engineer',
  'safety officer',
  'workplace lead',
  'campus director',
  'compliance manager',
]
const MODELS = ['TR', 'TX', 'KP', 'CV', 'DC', 'IO'].flatMap((p) => Array.from({ length: 40 }, (_, k) => `${p}-${100 + k * 25}`))
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
// The dataset's own customers (by full name or its distinctive word: 'Riverbend') and cities,
// which a synthetic document replaces with its own.
const customerNames = published.filter((d) => d._type === 'caseStudy' && typeof d.customer === 'string').map((d) => d.customer)
const customerWords = customerNames.map((name) => name.split(' ').find((w) => !['City', 'of'].includes(w)))
const DATASET_CUSTOMERS = new RegExp(`\\b(${[...customerNames, ...customerWords].join('|')})\\b`, 'g')
const DATASET_CITIES = /\b(Lisbon|Berlin|London|Austin|Dublin|Toronto|Seville|Madrid|Warsaw|Columbus)\b/g
const pickTopic = zipf(topics, 'scale-topics')
const pickCustomer = zipf(CUSTOMERS, 'scale-customers')
const pickCity = zipf(CITIES, 'scale-cities')
const pickPerson = zipf(PEOPLE, 'scale-people')

/** A sentence made this document's: its customer and city, other days, months and figures. */
function vary(sentence, doc, rand) {
  const pick = (list) => list[Math.floor(rand() * list.length)]
  return (
    sentence
      .replace(DATASET_CUSTOMERS, (name) => (name.includes(' ') ? doc.customer : doc.customer.split(' ')[0]))
      .replace(DATASET_CITIES, doc.city)
      .replace(/\b(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b/g, () => pick(WEEKDAYS))
      .replace(/\b(January|February|March|April|May|June|July|August|September|October|November|December)\b/g, () => pick(MONTHS))
      // A figure of the same size, so '4 seconds' stays a few seconds; names with numbers (SOC 2, ISO 27001, 125 kHz) stay as they are.
      .replace(/(?<![A-Z]{2,} |Wiegand |\d[.,]?|\/)\b(\d{1,3}(?:,\d{3})+|\d+)\b(?![.,]?\d|\s?(?:kHz|MHz|GHz)|\/)/g, (m) =>
        rand() < 0.6 ? varyNumber(m, rand) : m,
      )
  )
}
function varyNumber(text, rand) {
  const value = Number(text.replace(/,/g, ''))
  if (value >= 1900 && value <= 2100) return String(2015 + Math.floor(rand() * 11))
  const next = Math.max(1, Math.round(value * (0.5 + rand())))
  return text.includes(',') ? next.toLocaleString('en-US') : String(next)
}
const lowerFirst = (text) => (/^[A-Z][a-z]/.test(text) ? text[0].toLowerCase() + text.slice(1) : text)

function makeDoc(i) {
  const rand = rng(`scale-${i}`)
  const pick = (list) => list[Math.floor(rand() * list.length)]
  const template = templates[i % templates.length]
  const topic = pickTopic(rand)
  const doc = { customer: pickCustomer(rand), city: pickCity(rand), person: pickPerson(rand), model: pick(MODELS) }
  const near = topics.filter((t) => t.type === topic.type)
  // Mostly the topic's own sentences, then others of its kind, then any: a document stays on its
  // subject. A sentence the document has used already is drawn again from the next wider pool, as
  // a writer does not repeat one.
  const used = new Set()
  const sentence = () => {
    const x = rand()
    let pool = x < 0.85 ? 0 : x < 0.95 ? 1 : 2
    let chosen = ''
    for (let tries = 0; tries < 4 && (chosen === '' || used.has(chosen)); tries++, pool = Math.min(pool + 1, 2)) {
      chosen = pick([topic.sentences, pick(near).sentences, allSentences][pool])
    }
    used.add(chosen)
    return vary(chosen, doc, rand)
  }
  const paragraph = () => Array.from({ length: 2 + Math.floor(rand() * 4) }, sentence).join(' ')
  const number = String(i + 1).padStart(6, '0')
  // A heading of the topic's, made this document's; one that names its customer already gets the city.
  const topicHeading = vary(topic.heading, doc, rand)
  const heading = topicHeading.includes(doc.customer.split(' ')[0])
    ? `${topicHeading} (${doc.city})`
    : pick([
        () => `${topicHeading}: ${doc.customer} in ${doc.city}`,
        () => `${topicHeading} at ${doc.customer}`,
        () => `How ${doc.customer} handles ${lowerFirst(vary(pick(topic.headings.length ? topic.headings : [topic.heading]), doc, rand))}`,
        () => `${topicHeading} (${doc.city})`,
      ])()
  const slug = `scale-${template._type.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}-${number}`
  // As long as a real document of its type, give or take: its words split into sections of
  // about 150, each a heading, paragraphs and now and then a list, a link, a quote or a figure.
  const words = Math.max(100, Math.round(pick(LENGTHS[template._type]) * (0.6 + rand() * 0.6)))
  const sections = Math.max(1, Math.round(words / 150))
  const wordsOf = (blocks) => blocks.reduce((n, b) => n + (b.children ?? []).reduce((m, c) => m + c.text.split(' ').length, 0), 0)
  const body = []
  // The people and hardware of this document, named once or twice as real write-ups name them.
  const own = [
    `${doc.person}, ${pick(ROLES)} at ${doc.customer}, ${pick(['led the project', 'ran the rollout', 'wrote the door policy', 'signed off the pilot'])} in ${doc.city}.`,
    `${pick(['Every door', 'The main entrance', 'Each floor', 'The loading dock'])} ${pick(['has', 'uses', 'now has'])} a ${doc.model} ${pick(['reader', 'controller', 'keypad', 'intercom'])}.`,
  ].filter(() => rand() < 0.5)
  for (let s = 0; s < sections; s++) {
    const ownHeading = topic.headings.length > 0 && rand() < 0.6
    body.push(block(`## ${vary(pick(ownHeading ? topic.headings : allHeadings), doc, rand)}`))
    const section = []
    do section.push(block(own.length > 0 && rand() < 0.3 ? `${paragraph()} ${own.pop()}` : paragraph()))
    while (wordsOf(section) + 40 < words / sections)
    body.push(...section)
    const extra = rand()
    if (extra < 0.25) for (let b = 0; b < 3; b++) body.push(block(`- ${sentence()}`))
    else if (extra < 0.4) body.push(block(`Read more in [a related page](${pick(targets)}).`))
    else if (extra < 0.5)
      body.push({ _type: 'authorQuote', author: { _type: 'reference', _ref: pick(authors) }, blocks: [block(sentence())] })
    else if (extra < 0.6 && pictures.length) body.push({ ...pick(pictures), _type: 'figureImage', caption: sentence() })
  }
  const day = String(1 + (i % 28)).padStart(2, '0')
  const month = String(1 + (Math.floor(i / 28) % 12)).padStart(2, '0')
  const summary = `${vary(topic.summary ?? sentence(), doc, rand)} ${pick(['Notes from', 'A write-up from', 'What we learned at', 'The numbers from'])} ${doc.customer}, ${doc.city}.`
  const record = {
    ...template,
    _id: `${template._type}.${slug}`,
    href: `${template.pathDir}/${slug}`,
    slug: { _type: 'slug', current: slug },
    heading,
    ...(template.headingAlt ? { headingAlt: heading } : {}),
    summary,
    publishedOn: `2025-${month}-${day}`,
    ...(template.author ? { author: { _type: 'reference', _ref: pick(authors) } } : {}),
    ...(template._type === 'blogPost' ? { category: pick(['Security', 'Product', 'Workplace', 'Compliance']) } : {}),
    // An academy course's place in its list; product updates stay out of the navigation bar.
    ...(template._type === 'academyCourse' ? { order: 1000 + i } : {}),
    ...(template._type === 'featureUpdateArticle' ? { showInNavBar: 'no' } : {}),
    // Its own title and description, as an editor would write them (SPEC 3.8).
    ...(template.seo ? { seo: { ...template.seo, title: heading, description: summary } } : {}),
    body,
    _createdAt: `2025-${month}-${day}T09:00:00Z`,
    _updatedAt: `2025-${month}-${day}T09:00:00Z`,
  }
  delete record._rev
  return addKeys(record, record._id)
}

rmSync(dir, { recursive: true, force: true })
mkdirSync(path.join(dir, 'cms'), { recursive: true })
cpSync(path.join(root, 'content/cms/images'), path.join(dir, 'cms/images'), { recursive: true })
// The rest of the embedded content (job offers, …) is copied as it is, so CONTENT_DIR has it all.
for (const entry of ['careers']) {
  if (existsSync(path.join(root, 'content', entry))) cpSync(path.join(root, 'content', entry), path.join(dir, entry), { recursive: true })
}
const lines = base.map((d) => JSON.stringify(d))
for (let i = 0; i < n; i++) lines.push(JSON.stringify(makeDoc(i)))
writeFileSync(path.join(dir, 'cms/data.ndjson'), lines.join('\n') + '\n')
console.log(`${base.length} + ${n} documents in ${dir}\nbuild it with: CONTENT_DIR=${dir} npm run build`)
