import vm from 'node:vm'
import { SCRIPTS_AFTER_PAINT, SCRIPTS_TEMPLATE_ID } from '../../../../src/lib/hydration/scripts-after-paint'

// docs/architecture.md, "Scripts after the first paint": Gatsby's scripts wait in a template and run
// in their order once the page has painted (in a hidden tab, at once).
describe('SCRIPTS_AFTER_PAINT', () => {
  const slice =
    '<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>' +
    '<script>window.___webpackCompilationHash="0123";</script>' +
    '<script src="/polyfill-1.js" nomodule></script>' +
    '<script src="/webpack-runtime-1.js" async></script><script src="/app-1.js" async></script>'

  /** Runs the script as the page would, after the template; returns its frame and timer callbacks. */
  function load(hidden: boolean): { frames: (() => void)[]; timers: (() => void)[] } {
    document.body.innerHTML = `<div id="___gatsby"></div><template id="${SCRIPTS_TEMPLATE_ID}">${slice}</template><script id="loader"></script>`
    const loader = document.getElementById('loader') as HTMLScriptElement
    const frames: (() => void)[] = []
    const timers: (() => void)[] = []
    // The script reads `document` and `window` (its frames and timers) as globals: these stand in for them.
    const page = new Proxy(document, {
      get: (target, key) => {
        if (key === 'currentScript') return loader
        if (key === 'hidden') return hidden
        const value = Reflect.get(target, key) as unknown
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value
      },
    })
    vm.runInNewContext(SCRIPTS_AFTER_PAINT, {
      document: page,
      window: {
        requestAnimationFrame: (callback: () => void) => frames.push(callback),
        setTimeout: (callback: () => void) => timers.push(callback),
      },
    })
    return { frames, timers }
  }
  const run = (): string[] =>
    [...document.body.querySelectorAll(':scope > script:not(#loader)')].map((s) =>
      s.getAttribute('src') ? `${s.getAttribute('src')} async=${(s as HTMLScriptElement).async}` : (s.textContent ?? ''),
    )

  it('runs nothing before the first frame is painted, then every script in its order', () => {
    const { frames, timers } = load(false)
    expect(run()).toEqual([])
    expect(frames).toHaveLength(1)
    frames[0]?.()
    expect(run()).toEqual([])
    expect(timers).toHaveLength(1)
    timers[0]?.()
    expect(run()).toEqual([
      'window.___chunkMapping="{}";',
      'window.___webpackCompilationHash="0123";',
      '/webpack-runtime-1.js async=true',
      '/app-1.js async=true',
    ])
  })

  it('runs them at once in a hidden tab, which paints nothing', () => {
    const { frames, timers } = load(true)
    expect(frames).toEqual([])
    expect(timers).toEqual([])
    expect(run()).toHaveLength(4)
  })

  it('leaves the scripts in the template inert: the browser neither fetches nor runs them', () => {
    load(false)
    const template = document.getElementById(SCRIPTS_TEMPLATE_ID) as HTMLTemplateElement
    expect(template.content.querySelectorAll('script')).toHaveLength(5)
    expect(document.querySelectorAll('script[src]')).toHaveLength(0)
  })
})
