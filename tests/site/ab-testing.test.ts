import type { AbCampaign } from '../../src/lib/ab-testing/ab-testing'
import { get } from '../helpers/served-site'
import { docs } from '../helpers/site-dataset'

// SPEC 4.7, docs/deploy.md: the head's inline scripts, as the served build sends them (the A/B
// selection itself, in Chromium: tests/e2e/ab-testing.spec.ts).
const CAMPAIGNS = docs.filter((d) => d._type === 'abCampaign') as unknown as AbCampaign[]

test('the inline head scripts are one fixed string per build, on every kind of page (hashed for the CSP)', async () => {
  const scripts = async (route: string): Promise<string[]> => {
    const html = await (await get(route)).text()
    return ['consent-head', 'ab-testing-head', 'ab-testing-body'].map((id) => {
      const match = new RegExp(`<script id="${id}">([\\s\\S]*?)</script>`).exec(html)
      expect({ id, route, found: match !== null }).toEqual({ id, route, found: true })
      return (match as RegExpExecArray)[1] as string
    })
  }
  const home = await scripts('/')
  // The CMS campaigns are embedded in it.
  for (const c of CAMPAIGNS) expect(home[1]).toContain(`"name":${JSON.stringify(c.name)}`)
  for (const route of ['/how-it-works', '/laika', '/quote', '/blog']) expect(await scripts(route)).toEqual(home)
})
