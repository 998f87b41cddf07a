import type { IAdapter } from 'gatsby'
import { INLINE_SCRIPT_HASHES } from '../../../../src/node/security/security-headers'
import { netlifyAdapter } from '../../../../src/node/security/adapter'

// docs/deploy.md, "The inline scripts' hashes": Netlify's adapter writes the declared headers with
// the build's hashes in place of the placeholder.
type IAdaptContext = Parameters<IAdapter['adapt']>[0]
const adapt = jest.fn<void, [IAdaptContext]>()
const cache = { restore: jest.fn(), store: jest.fn() }
jest.mock('gatsby-adapter-netlify', () => () => ({ name: 'gatsby-adapter-netlify', adapt, cache }))
jest.mock('../../../../src/node/security/served-headers', () => ({
  readServedHeaders: () => ({ headers: [], inlineScripts: ['bbb=', 'aaa='] }),
}))

describe('netlifyAdapter', () => {
  it('hands Netlify’s adapter the headers with the build’s inline-script hashes', async () => {
    const csp = { key: 'content-security-policy', value: `script-src 'self' ${INLINE_SCRIPT_HASHES}; object-src 'none'` }
    const other = { key: 'x-content-type-options', value: 'nosniff' }
    const context = {
      routesManifest: [
        { type: 'static', path: '/', filePath: 'public/index.html', headers: [csp, other] },
        { type: 'function', path: '/api/cms-webhook', functionId: 'x' },
      ],
      headerRoutes: [{ path: '/*', headers: [csp] }],
    } as unknown as IAdaptContext
    const adapter = netlifyAdapter()
    expect(adapter.name).toBe('gatsby-adapter-netlify')
    await adapter.adapt(context)
    const given = adapt.mock.calls[0]?.[0] as IAdaptContext
    const filled = `script-src 'self' 'sha256-aaa=' 'sha256-bbb='; object-src 'none'`
    expect(given.headerRoutes[0]?.headers).toEqual([{ key: 'content-security-policy', value: filled }])
    expect(given.routesManifest[0]).toMatchObject({ headers: [{ key: 'content-security-policy', value: filled }, other] })
    expect(given.routesManifest[1]).toEqual(context.routesManifest[1])
  })

  it('keeps Netlify’s build cache only where Netlify’s build image has its folder', () => {
    expect(netlifyAdapter(__dirname).cache).toBe(cache)
    expect(netlifyAdapter('/nonexistent/netlify/build/cache').cache).toBeUndefined()
  })
})
