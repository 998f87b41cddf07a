/** `npm run leads -- …`: the operator's view of stored leads and the outbox (docs/forms.md). */
import { readServiceSettings } from '../../src/config/site-config'
import { runLeads } from '../../src/node/forms/leads-cli'

const root = new URL('../..', import.meta.url).pathname
runLeads(process.argv.slice(2), readServiceSettings(process.env, root), {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
}).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
