#!/usr/bin/env node
// npm run content:scale -- N [--out DIR]
// Writes a deterministic synthetic content folder for build benchmarks: the embedded dataset plus
// N extra documents spread in turn over every collection type (learning-hub articles, blog posts,
// product updates, customer stories, guides, academy courses: docs/collections.md), each made from
// a published document of its type with its own id, slug, heading, date and body, with realistic
// length and block mix. Default folder: .bench/content-N.
// Build from it with CONTENT_DIR=<folder> (docs/dataset.md).
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { rng } from './dataset/art.mjs'
import { addKeys, block } from './dataset/lib.mjs'

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
const outIndex = args.indexOf('--out')
const out = outIndex >= 0 ? path.resolve(args[outIndex + 1]) : undefined
const n = Number(args.find((a, i) => /^\d+$/.test(a) && (outIndex < 0 || i !== outIndex + 1)))
if (!Number.isInteger(n) || n < 1) {
  console.error('usage: npm run content:scale -- N [--out DIR]   (N: number of extra documents, 1 or more)')
  process.exit(2)
}
const dir = out ?? path.join(root, `.bench/content-${n}`)

const base = readFileSync(path.join(root, 'content/cms/data.ndjson'), 'utf8').trim().split('\n').map((l) => JSON.parse(l))
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

// Vocabulary for sentences that read like the site's own copy.
const SUBJECTS = ['The facilities team', 'Each controller', 'A mobile credential', 'The security lead', 'Our pilot site', 'The audit log', 'A visitor pass', 'The lockdown plan', 'Every reader', 'The identity provider', 'A site manager', 'The night shift']
const VERBS = ['checks', 'records', 'revokes', 'schedules', 'unlocks', 'reviews', 'replaces', 'simplifies', 'protects', 'exports', 'limits', 'tracks']
const OBJECTS = ['access to the server room', 'every badge event', 'contractor passes at the loading dock', 'door schedules for public holidays', 'the lobby turnstiles', 'credentials of people who left', 'held-open alerts on fire doors', 'entries to the pharmacy store', 'the floors of the lift bank', 'guest passes for the morning show', 'the quarterly access review', 'the offline event buffer']
const ENDINGS = ['within seconds.', 'without a site visit.', 'before the auditor asks.', 'across every site.', 'even when the internet is down.', 'as the policy requires.', 'for the whole campus.', 'in the same dashboard.']
const TOPICS = ['mobile credentials', 'visitor management', 'lockdown drills', 'SOC 2 evidence', 'door schedules', 'tailgating', 'elevator access', 'badge migration', 'GDPR retention', 'multi-site rollouts', 'video linking', 'contractor access']
const PLACES = ['a hospital network', 'a school district', 'a coworking operator', 'a regional bank', 'a fitness chain', 'a city government', 'a media studio', 'a logistics park', 'a research lab', 'a hotel group']

function makeDoc(i) {
  const rand = rng(`scale-${i}`)
  const pick = (list) => list[Math.floor(rand() * list.length)]
  const sentence = () => `${pick(SUBJECTS)} ${pick(VERBS)} ${pick(OBJECTS)} ${pick(ENDINGS)}`
  const paragraph = () => Array.from({ length: 3 + Math.floor(rand() * 4) }, sentence).join(' ')
  const template = templates[i % templates.length]
  const number = String(i + 1).padStart(6, '0')
  const topic = pick(TOPICS)
  const heading = `Field notes ${number}: ${topic} at ${pick(PLACES)}`
  const slug = `scale-${template._type.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}-${number}`
  const body = []
  const sections = 3 + Math.floor(rand() * 4)
  for (let s = 0; s < sections; s++) {
    body.push(block(`## ${pick(['What we changed', 'The first month', 'Lessons', 'Numbers', 'Next steps', 'Why it matters'])} (${s + 1})`))
    for (let p = 0; p < 2 + Math.floor(rand() * 3); p++) body.push(block(paragraph()))
    const extra = rand()
    if (extra < 0.25) for (let b = 0; b < 3; b++) body.push(block(`- ${sentence()}`))
    else if (extra < 0.4) body.push(block(`Read more in [a related page](${pick(targets)}).`))
    else if (extra < 0.5) body.push({ _type: 'authorQuote', author: { _type: 'reference', _ref: pick(authors) }, blocks: [block(sentence())] })
    else if (extra < 0.6 && pictures.length) body.push({ ...pick(pictures), _type: 'figureImage', caption: sentence() })
  }
  const day = String(1 + (i % 28)).padStart(2, '0')
  const month = String(1 + (Math.floor(i / 28) % 12)).padStart(2, '0')
  const doc = {
    ...template,
    _id: `${template._type}.${slug}`,
    href: `${template.pathDir}/${slug}`,
    slug: { _type: 'slug', current: slug },
    heading,
    ...(template.headingAlt ? { headingAlt: heading } : {}),
    summary: `${sentence()} Notes on ${topic}, number ${number}.`,
    publishedOn: `2025-${month}-${day}`,
    ...(template.author ? { author: { _type: 'reference', _ref: pick(authors) } } : {}),
    ...(template._type === 'blogPost' ? { category: pick(['Security', 'Product', 'Workplace', 'Compliance']) } : {}),
    // An academy course's place in its list; product updates stay out of the navigation bar.
    ...(template._type === 'academyCourse' ? { order: 1000 + i } : {}),
    ...(template._type === 'featureUpdateArticle' ? { showInNavBar: 'no' } : {}),
    // Its own title and description, as an editor would write them (SPEC 3.8).
    ...(template.seo ? { seo: { ...template.seo, title: heading, description: `Notes on ${topic}, number ${number}.` } } : {}),
    body,
    _createdAt: `2025-${month}-${day}T09:00:00Z`,
    _updatedAt: `2025-${month}-${day}T09:00:00Z`,
  }
  delete doc._rev
  return addKeys(doc, doc._id)
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
