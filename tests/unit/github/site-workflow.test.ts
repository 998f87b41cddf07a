import { readFileSync } from 'node:fs'
import path from 'node:path'
import Ajv from 'ajv'
import { DISPATCH_EVENT_TYPE } from '../../../src/node/publishing/rebuild'
import schema from './github-workflow.schema.json'

// js-yaml 3 is in the tree through Gatsby's dependencies and ships no types; only safeLoad is used.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const yaml = require('js-yaml') as { safeLoad(text: string): unknown }

// docs/publishing.md: the workflow file is valid GitHub workflow syntax (checked offline, with
// ajv, against the schema beside this test) and does what the README says.
const FILE = path.join(__dirname, '../../../.github/workflows/site.yml')

interface Step {
  uses?: string
  run?: string
  with?: Record<string, string>
}
interface Job {
  if?: string
  concurrency?: { group: string; 'cancel-in-progress'?: boolean }
  steps: Step[]
}
interface Workflow {
  on: Record<string, { types?: string[]; branches?: string[] } | null>
  jobs: Record<string, Job>
}

const validate = new Ajv({ allErrors: true }).compile(schema)
const workflow = yaml.safeLoad(readFileSync(FILE, 'utf8')) as Workflow

describe('.github/workflows/site.yml', () => {
  it('validates against the workflow schema', () => {
    const valid = validate(workflow)
    expect(validate.errors ?? []).toEqual([])
    expect(valid).toBe(true)
  })

  it('is rejected by the schema when it has an unknown key or a step with neither uses nor run', () => {
    expect(validate({ ...workflow, job: {} })).toBe(false)
    const broken = JSON.parse(JSON.stringify(workflow)) as Workflow
    broken.jobs.publish?.steps.push({})
    expect(validate(broken)).toBe(false)
  })

  it('runs the README test command on pull requests', () => {
    expect(workflow.on).toHaveProperty('pull_request')
    const test = workflow.jobs.test
    expect(test?.if).toBe("github.event_name == 'pull_request'")
    expect(test?.steps.map((s) => s.run)).toContain('npm install && npm test')
  })

  it('builds and deploys on main and on the webhook dispatch, with .cache/ and public/ restored', () => {
    expect(workflow.on.push?.branches).toEqual(['main'])
    expect(workflow.on.repository_dispatch?.types).toEqual([DISPATCH_EVENT_TYPE])
    const publish = workflow.jobs.publish as Job
    const cache = publish.steps.find((s) => s.uses?.startsWith('actions/cache@'))
    expect(cache?.with?.path?.split('\n').filter(Boolean)).toEqual(['.cache', 'public'])
    const steps = publish.steps.map((s) => s.run ?? s.uses)
    expect(steps.indexOf('npm run build')).toBeGreaterThan(steps.indexOf(cache?.uses))
    expect(publish.steps.some((s) => s.run?.includes('netlify-cli deploy --prod'))).toBe(true)
  })

  it('coalesces publishes without cancelling the running build, so the last one lands', () => {
    expect(workflow.jobs.publish?.concurrency).toEqual({ group: 'publish-${{ github.ref }}', 'cancel-in-progress': false })
  })
})
