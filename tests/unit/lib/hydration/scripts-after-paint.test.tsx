import vm from 'node:vm'
import { PAINT_WAIT_MS, SCRIPTS_AFTER_PAINT, SCRIPTS_TEMPLATE_ID } from '../../../../src/lib/hydration/scripts-after-paint'

// docs/architecture.md, "Scripts after the first paint": Gatsby's scripts wait in a template and run
// in their order once the browser reports the first contentful paint (without paint timing, once the
// first frame is painted; in a hidden tab, at once).
describe('SCRIPTS_AFTER_PAINT', () => {
  const slice =
    '<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>' +
    '<script>window.___webpackCompilationHash="0123";</script>' +
    '<script src="/polyfill-1.js" nomodule></script>' +
    '<script src="/webpack-runtime-1.js" async></script><script src="/app-1.js" async></script>'

  interface Loaded {
    frames: (() => void)[]
    timers: { callback: () => void; ms: number }[]
    /** The paint observers' callbacks, as the browser calls them with entries of these names. */
    paint: (names: string[]) => void
    observing: () => number
  }

  /**
   * Runs the script as the page would, after the template, in a browser with paint timing or not;
   * returns its frame and timer callbacks and a way to report paints.
   */
  function load(hidden: boolean, paintTiming = true): Loaded {
    document.body.innerHTML = `<div id="___gatsby"></div><template id="${SCRIPTS_TEMPLATE_ID}">${slice}</template><script id="loader"></script>`
    const loader = document.getElementById('loader') as HTMLScriptElement
    const frames: (() => void)[] = []
    const timers: { callback: () => void; ms: number }[] = []
    const observers = new Set<FakeObserver>()
    class FakeObserver {
      static supportedEntryTypes = ['largest-contentful-paint', 'paint']
      constructor(private readonly callback: (list: { getEntries: () => { name: string }[] }) => void) {}
      observe(options: { type: string; buffered: boolean }): void {
        expect(options).toEqual({ type: 'paint', buffered: true })
        observers.add(this)
      }
      disconnect(): void {
        observers.delete(this)
      }
      report(names: string[]): void {
        this.callback({ getEntries: () => names.map((name) => ({ name })) })
      }
    }
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
        setTimeout: (callback: () => void, ms: number) => timers.push({ callback, ms }),
        PerformanceObserver: paintTiming ? FakeObserver : undefined,
      },
    })
    return {
      frames,
      timers,
      paint: (names) => [...observers].forEach((observer) => observer.report(names)),
      observing: () => observers.size,
    }
  }
  const run = (): string[] =>
    [...document.body.querySelectorAll(':scope > script:not(#loader)')].map((s) =>
      s.getAttribute('src') ? `${s.getAttribute('src')} async=${(s as HTMLScriptElement).async}` : (s.textContent ?? ''),
    )

  const ALL = [
    'window.___chunkMapping="{}";',
    'window.___webpackCompilationHash="0123";',
    '/webpack-runtime-1.js async=true',
    '/app-1.js async=true',
  ]

  it('runs nothing before the browser reports the first contentful paint, then every script in its order, once', () => {
    const { frames, timers, paint, observing } = load(false)
    expect(run()).toEqual([])
    expect(frames).toEqual([])
    // A first paint without content (a background) is not the page's.
    paint(['first-paint'])
    expect(run()).toEqual([])
    expect(observing()).toBe(1)
    paint(['first-paint', 'first-contentful-paint'])
    expect(run()).toEqual(ALL)
    expect(observing()).toBe(0)
    // The longest wait's timer, when it fires later, runs nothing again.
    expect(timers.map((t) => t.ms)).toEqual([PAINT_WAIT_MS])
    timers[0]?.callback()
    expect(run()).toEqual(ALL)
  })

  it('runs them after PAINT_WAIT_MS when no contentful paint is reported', () => {
    const { timers } = load(false)
    expect(run()).toEqual([])
    timers[0]?.callback()
    expect(run()).toEqual(ALL)
  })

  it('without paint timing, runs nothing before the first frame is painted, then every script in its order', () => {
    const { frames, timers } = load(false, false)
    expect(run()).toEqual([])
    expect(frames).toHaveLength(1)
    frames[0]?.()
    expect(run()).toEqual([])
    expect(timers).toHaveLength(1)
    timers[0]?.callback()
    expect(run()).toEqual(ALL)
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
