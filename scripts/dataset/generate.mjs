#!/usr/bin/env node
// Writes the embedded CMS dataset, content/cms/data.ndjson and content/cms/images/, in the form
// `sanity dataset export` writes (docs/dataset.md). Deterministic: the same source
// gives the same bytes (stable _keys and timestamps; image files named by the sha1 of their bytes).
//
//   node scripts/dataset/generate.mjs            # regenerate content/cms
//   node scripts/dataset/generate.mjs --out DIR  # write DIR/data.ndjson and DIR/images/ instead
//   node scripts/dataset/generate.mjs --check    # only check the pictures' rules (pictures.mjs)
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createRequire } from 'node:module'
import { addKeys, images, sha1 } from './lib.mjs'
import { companies, authors, campaigns, menus } from './site.mjs'
import { chrome } from './chrome.mjs'
import { companyFacts } from './company.mjs'
import { pages } from './pages.mjs'
import { withExperiments } from './experiments.mjs'
import { blogPosts } from './blog.mjs'
import { articles, guides } from './learn.mjs'
import { updates } from './updates.mjs'
import { caseStudies } from './customers.mjs'
import { courses } from './academy.mjs'
import { legalPages } from './legal.mjs'
import { pictureProblems } from './pictures.mjs'
import { redirects } from './redirects.mjs'

const require = createRequire(import.meta.url)
const sharp = require('sharp')

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '../..')
const outArg = process.argv.indexOf('--out')
const outDir = outArg > 0 ? path.resolve(process.argv[outArg + 1]) : path.join(root, 'content/cms')

/** A draft: never published (docs/content-model.md); the tests check it stays out of the site. */
const draft = {
  _id: 'drafts.blogPost.lockdown-drills',
  _type: 'blogPost',
  href: '/blog/draft-only-preview',
  heading: 'Draft heading that must not be published',
  publishedOn: '2026-10-02',
  body: [{ _type: 'block', style: 'normal', markDefs: [], children: [{ _type: 'span', text: 'Draft.', marks: [] }] }],
}

const documents = [
  ...companies,
  ...authors,
  ...withExperiments(pages),
  ...articles,
  ...blogPosts,
  ...updates,
  ...caseStudies,
  ...guides,
  ...courses,
  ...legalPages,
  ...campaigns,
  ...menus,
  ...chrome,
  companyFacts,
  ...redirects,
  draft,
]

// The pictures keep their rules before anything is written (pictures.mjs).
const problems = pictureProblems(documents)
if (problems.length > 0) {
  console.error(`The dataset's pictures break their rules:\n${problems.map((p) => `- ${p}`).join('\n')}`)
  process.exit(1)
}
if (process.argv.includes('--check')) process.exit(0)

async function renderImages() {
  const names = new Map()
  for (const entry of images) {
    const png = await sharp(Buffer.from(entry.art)).png({ palette: true, compressionLevel: 9, effort: 7 }).toBuffer()
    const name = `${sha1(png)}-${entry.w}x${entry.h}.png`
    names.set(entry.placeholder, { name, png })
  }
  return names
}

const files = await renderImages()
const imagesDir = path.join(outDir, 'images')
mkdirSync(imagesDir, { recursive: true })
for (const old of readdirSync(imagesDir)) rmSync(path.join(imagesDir, old))
for (const { name, png } of files.values()) writeFileSync(path.join(imagesDir, name), png)

const CREATED = '2026-11-01T09:00:00Z'
const lines = documents.map((doc) => {
  const stamp = doc.publishedOn ? `${doc.publishedOn}T09:00:00Z` : CREATED
  const full = { ...doc, _createdAt: stamp, _updatedAt: stamp }
  addKeys(full, doc._id)
  return JSON.stringify(full).replace(/__image_\d+__/g, (placeholder) => `image@file://./images/${files.get(placeholder).name}`)
})
writeFileSync(path.join(outDir, 'data.ndjson'), lines.join('\n') + '\n')

const bytes = [...files.values()].reduce((n, f) => n + f.png.length, 0)
console.log(
  `${documents.length} documents, ${files.size} images (${(bytes / 1e6).toFixed(2)} MB) in ${path.relative(root, outDir) || outDir}`,
)
