/**
 * jsdom has no media queries. A `window.matchMedia` for the component tests (tests/setup-dom.ts):
 * a query of one `max-width` or `min-width` in px or rem (16px) is evaluated against
 * `window.innerWidth`, and a list tells its `change` listeners when a `resize` event on the window
 * makes it start or stop matching, as a browser's does. Any other query (`prefers-reduced-motion`…)
 * does not match.
 */
export function installMatchMedia(win: Window): void {
  const evaluate = (query: string): boolean => {
    const feature = /^\((max|min)-width:\s*([\d.]+)(px|rem)\)$/.exec(query.trim())
    if (!feature) return false
    const px = Number(feature[2]) * (feature[3] === 'rem' ? 16 : 1)
    return feature[1] === 'max' ? win.innerWidth <= px : win.innerWidth >= px
  }
  win.matchMedia = (query: string): MediaQueryList => {
    const list = new EventTarget() as MediaQueryList
    let matches = evaluate(query)
    win.addEventListener('resize', () => {
      if (evaluate(query) === matches) return
      matches = !matches
      list.dispatchEvent(Object.assign(new Event('change'), { matches, media: query }))
    })
    return Object.defineProperties(list, {
      media: { value: query },
      // Read now, as a browser's is: a list told of a change sees the others' new values too.
      matches: { get: () => evaluate(query) },
      onchange: { value: null, writable: true },
      addListener: { value: (listener: EventListener) => list.addEventListener('change', listener) },
      removeListener: { value: (listener: EventListener) => list.removeEventListener('change', listener) },
    })
  }
}
