/** `npm run leads -- …`: the operator's view of stored leads and the outbox (docs/forms.md). */
import { readServiceSettings } from '../../src/config/site-config'
import { runLeads } from '../../src/node/forms/leads-cli'

const root = new URL('../..', import.meta.url).pathname
runLeads(process.argv.slice(2), readServiceSettings(process.env, root), {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
}).then(
  // Node writes to a pipe asynchronously, and process.exit drops what is still buffered: an export
  // read by another program (tests/e2e/helpers.ts storedLeads) lost its newest leads, the last lines.
  (code) => process.stdout.write('', () => process.exit(code)),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
