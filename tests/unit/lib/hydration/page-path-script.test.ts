import vm from 'node:vm'
import { PAGE_GLOBALS_SCRIPT, pageGlobalsAttributes, readGatsbyPageScript } from '../../../../src/lib/hydration/page-path-script'

// docs/deploy.md, "Security headers": Gatsby's per-page inline script becomes one text for every
// page, so the Content-Security-Policy needs one hash for it.
describe('readGatsbyPageScript', () => {
  it('reads the page path Gatsby writes, with or without the webpack hash', () => {
    expect(readGatsbyPageScript('/*<![CDATA[*/window.pagePath="/pricing";/*]]>*/')).toEqual({ pagePath: '/pricing' })
    expect(readGatsbyPageScript('/*<![CDATA[*/window.pagePath="/a\\"b";window.___webpackCompilationHash="0123abcd";/*]]>*/')).toEqual({
      pagePath: '/a"b',
      compilationHash: '0123abcd',
    })
  })

  it('leaves any other script alone, such as one that inlines the page data', () => {
    expect(readGatsbyPageScript('/*<![CDATA[*/window.pagePath="/x";window.pageData={};/*]]>*/')).toBeUndefined()
    expect(readGatsbyPageScript('alert(1)')).toBeUndefined()
  })
})

describe('PAGE_GLOBALS_SCRIPT', () => {
  it('sets the same globals from its element’s attributes', () => {
    const attributes = pageGlobalsAttributes({ pagePath: '/pricing', compilationHash: 'abc' })
    const currentScript = { getAttribute: (name: string) => attributes[name] ?? null }
    const window: { pagePath?: string; ___webpackCompilationHash?: string } = {}
    vm.runInNewContext(PAGE_GLOBALS_SCRIPT, { window, document: { currentScript } })
    expect(window).toEqual({ pagePath: '/pricing', ___webpackCompilationHash: 'abc' })

    const only: { pagePath?: string } = {}
    const path = pageGlobalsAttributes({ pagePath: '/' })
    vm.runInNewContext(PAGE_GLOBALS_SCRIPT, { window: only, document: { currentScript: { getAttribute: (n: string) => path[n] ?? null } } })
    expect(only).toEqual({ pagePath: '/' })
  })
})
