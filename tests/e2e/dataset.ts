import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parseNdjson } from '../../src/build/cms/embedded-transport'

/** The embedded dataset the site was built from, so the chrome tests follow its content. */
const DATASET = path.join(__dirname, '../../content/cms/data.ndjson')
export const docs = parseNdjson(readFileSync(DATASET, 'utf8'), DATASET)

/** The CMS legal pages' titles, highest priority first (SPEC 2.5, 7.3). */
export function legalTitlesByPriority(): string[] {
  return docs
    .filter((d) => d._type === 'legalPage')
    .sort((a, b) => (b.priority as number) - (a.priority as number))
    .map((d) => (d.headingAlt ?? d.heading) as string)
}

/** The newest feature update shown in the nav bar (SPEC 3.6: showInNavBar 'no' excludes it). */
export function newestNavBarUpdate(): { title: string; href: string } {
  const [newest] = docs
    .filter((d) => d._type === 'featureUpdateArticle' && d.showInNavBar !== 'no')
    .sort((a, b) => String(b.publishedOn).localeCompare(String(a.publishedOn)))
  if (!newest) throw new Error('the dataset needs a feature update shown in the nav bar')
  return { title: (newest.headingAlt ?? newest.heading) as string, href: newest.href as string }
}
