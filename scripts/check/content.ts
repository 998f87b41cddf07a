/**
 * npm run content:check [-- path/to/data.ndjson]
 * Checks an embedded dataset with the build's own loader (src/node/cms/load.ts, `checkCmsContent`)
 * and prints every problem with the document `_id` and field. Exits 1 when there is any. Default
 * dataset: the one the build reads (CMS_DATASET_PATH, CONTENT_DIR, else content/cms/data.ndjson).
 */
import path from 'node:path'
import { readServiceSettings } from '../../src/config/site-config'
import { readEmbeddedDataset } from '../../src/node/cms/embedded-transport'
import { checkCmsContent } from '../../src/node/cms/load'

async function main(): Promise<void> {
  const root = path.join(__dirname, '../..')
  const settings = readServiceSettings(process.env, root)
  const file = path.resolve(
    process.argv[2] ?? (settings.cms.kind === 'embedded' ? settings.cms.datasetPath : path.join(root, 'content/cms/data.ndjson')),
  )
  const dataset = await readEmbeddedDataset(file)
  const { problems } = await checkCmsContent(dataset)
  for (const problem of problems) console.error(problem.message)
  if (problems.length > 0) {
    console.error(`content:check: ${problems.length} problem(s) in ${file}`)
    process.exit(1)
  }
  console.log(`content:check: ${dataset.documents.length} documents in ${file}, no problems`)
}

main().catch((err: Error) => {
  console.error(`content:check: ${err.message}`)
  process.exit(2)
})
