/**
 * npm run content:check [-- path/to/data.ndjson]
 * Checks an embedded dataset against the content model and prints every problem with the document
 * `_id` (src/node/content/check-dataset.ts). Exits 1 when there is any. Default dataset: the one
 * the build reads (CMS_DATASET_PATH, CONTENT_DIR, else content/cms/data.ndjson).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { readServiceSettings } from '../src/config/site-config'
import { checkDataset, formatProblem } from '../src/node/content/check-dataset'
import { CODE_ROUTES } from '../src/node/content/code-routes'

const root = path.join(__dirname, '..')
const settings = readServiceSettings(process.env, root)
const file = path.resolve(process.argv[2] ?? (settings.cms.kind === 'embedded' ? settings.cms.datasetPath : path.join(root, 'content/cms/data.ndjson')))

const text = readFileSync(file, 'utf8')
const problems = checkDataset(text, path.dirname(file), CODE_ROUTES)
for (const problem of problems) console.error(formatProblem(problem))
const count = text.split('\n').filter((l) => l.trim()).length
if (problems.length > 0) {
  console.error(`content:check: ${problems.length} problem(s) in ${file}`)
  process.exit(1)
}
console.log(`content:check: ${count} documents in ${file}, no problems`)
