import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { IAdapter } from 'gatsby'
import { INLINE_SCRIPT_HASHES } from '../../../../src/node/security/security-headers'
import { localAdapter, netlifyAdapter, SOURCE_MAPS_DIR } from '../../../../src/node/security/adapter'
import { readServedRoutes } from '../../../../src/node/security/served-routes'

// docs/deploy.md, "The inline scripts' hashes" and "Serving the build locally": every adapter of the
// site hands on (Netlify's) and writes for `npm run serve` the headers with the build's hashes in
// place of the placeholder; docs/security.md, "Source maps": none stays in public/.
type IAdaptContext = Parameters<IAdapter['adapt']>[0]
const adapt = jest.fn<void, [IAdaptContext]>()
const cache = { restore: jest.fn(), store: jest.fn() }
jest.mock('gatsby-adapter-netlify', () => () => ({ name: 'gatsby-adapter-netlify', adapt, cache }))
jest.mock('../../../../src/node/security/served-headers', () => ({
  readServedHeaders: () => ({ headers: [], inlineScripts: ['bbb=', 'aaa='] }),
}))

const csp = { key: 'content-security-policy', value: `script-src 'self' ${INLINE_SCRIPT_HASHES}; object-src 'none'` }
const other = { key: 'x-content-type-options', value: 'nosniff' }
const filled = { key: 'content-security-policy', value: `script-src 'self' 'sha256-aaa=' 'sha256-bbb='; object-src 'none'` }
const context = () =>
  ({
    routesManifest: [
      { type: 'static', path: '/', filePath: 'public/index.html', headers: [csp, other] },
      { type: 'static', path: '/app-0123.js', filePath: 'public/app-0123.js', headers: [other] },
      { type: 'function', path: '/api/:tenant/forms/submit/:formId', functionId: 'f1' },
      { type: 'redirect', path: '/old', toPath: '/new', status: 301, headers: [] },
      { type: 'redirect', path: '/old-blog/:slug', toPath: '/blog/:slug', status: 302, ignoreCase: true, headers: [] },
    ],
    functionsManifest: [{ functionId: 'f1', name: 'submit', pathToEntryPoint: '.cache/functions/submit.js', requiredFiles: [] }],
    headerRoutes: [{ path: '/*', headers: [csp] }],
  }) as unknown as IAdaptContext

let root: string
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'adapter-'))
  mkdirSync(path.join(root, 'public'))
  for (const file of ['app-0123.js', 'app-0123.js.map', 'styles.css.map']) writeFileSync(path.join(root, 'public', file), '')
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('the site’s adapters', () => {
  it('hand Netlify’s adapter the headers with the build’s inline-script hashes', async () => {
    const adapter = netlifyAdapter('/nonexistent/netlify/build/cache', root)
    expect(adapter.name).toBe('gatsby-adapter-netlify')
    await adapter.adapt(context())
    const given = adapt.mock.calls[0]?.[0] as IAdaptContext
    expect(given.headerRoutes[0]?.headers).toEqual([filled])
    expect(given.routesManifest[0]).toMatchObject({ headers: [filled, other] })
    expect(given.routesManifest[2]).toEqual(context().routesManifest[2])
  })

  it.each([
    ['Netlify’s', () => netlifyAdapter('/nonexistent/netlify/build/cache', root)],
    ['the local', () => localAdapter(root)],
  ])('%s adapter writes what `npm run serve` serves and moves the source maps out of public/', async (_, make) => {
    await make().adapt(context())
    expect(readServedRoutes(root)).toEqual({
      headerSets: [[filled, other], [other]],
      files: { '/': { file: 'public/index.html', headers: 0 }, '/app-0123.js': { file: 'public/app-0123.js', headers: 1 } },
      functions: [{ path: '/api/:tenant/forms/submit/:formId', entry: '.cache/functions/submit.js' }],
      redirects: [
        { from: '/old', to: '/new', status: 301, ignoreCase: false },
        { from: '/old-blog/:slug', to: '/blog/:slug', status: 302, ignoreCase: true },
      ],
    })
    expect(readdirSync(path.join(root, 'public'))).toEqual(['app-0123.js'])
    expect(readdirSync(path.join(root, SOURCE_MAPS_DIR)).sort()).toEqual(['app-0123.js.map', 'styles.css.map'])
  })

  it('keeps Netlify’s build cache only where Netlify’s build image has its folder', () => {
    expect(netlifyAdapter(__dirname).cache).toBe(cache)
    expect(netlifyAdapter('/nonexistent/netlify/build/cache').cache).toBeUndefined()
  })
})
