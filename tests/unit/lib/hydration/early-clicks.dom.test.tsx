import { earlyClicksScript, installEarlyClicks, isHydrated } from '../../../../src/lib/hydration/early-clicks'

// Issue 29, "No dead clicks": a click on a control painted before React has hydrated it is kept
// and replayed once it is, never lost (docs/architecture.md, "Clicks before hydration").
describe('early clicks', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  /** What the site does when a control's code runs (useHydrated): its listener and the mark. */
  const hydrate = (el: Element, onClick: () => void): void => {
    el.setAttribute('data-hydrated', '')
    el.addEventListener('click', onClick)
  }

  it("tells a hydrated element by its hydration mark, not by a framework's internal keys", () => {
    const el = document.createElement('button')
    expect(isHydrated(el)).toBe(false)
    hydrate(el, () => undefined)
    expect(isHydrated(el)).toBe(true)
  })

  it('keeps a click before hydration, shows the control busy, and replays it once hydrated', () => {
    // A fresh document each time: the listener is the document's, as in the page's head.
    const doc = document.implementation.createHTMLDocument()
    doc.body.innerHTML = '<button data-early-click="menu"><svg><path id="icon"/></svg></button><button id="other">x</button>'
    installEarlyClicks(window, doc, isHydrated, 50)
    const button = doc.querySelector('button') as HTMLButtonElement
    const reached: string[] = []
    doc.addEventListener('click', () => reached.push('page'))
    ;(doc.getElementById('icon') as Element).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
    ;(doc.getElementById('icon') as Element).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
    // Caught before any other listener; a second click while waiting is not kept (it would undo a toggle).
    expect(reached).toEqual([])
    expect(button.hasAttribute('data-early-pending')).toBe(true)
    jest.advanceTimersByTime(200)
    let opened = 0
    hydrate(button, () => opened++)
    jest.advanceTimersByTime(50)
    expect(opened).toBe(1)
    expect(button.hasAttribute('data-early-pending')).toBe(false)
    // Hydrated, its clicks are React's: nothing is kept or replayed any more.
    button.click()
    jest.advanceTimersByTime(500)
    expect(opened).toBe(2)
    // Other controls are never touched; the page saw the replayed click, the later one and this one.
    ;(doc.getElementById('other') as HTMLElement).click()
    expect(reached).toEqual(['page', 'page', 'page'])
  })

  it('replays on the element hydration put in place of the clicked one', () => {
    const doc = document.implementation.createHTMLDocument()
    doc.body.innerHTML = '<button data-early-click="search">s</button>'
    installEarlyClicks(window, doc, isHydrated, 50)
    ;(doc.querySelector('button') as HTMLButtonElement).click()
    doc.body.innerHTML = '<button data-early-click="search">s</button>'
    let opened = 0
    hydrate(doc.querySelector('button') as Element, () => opened++)
    jest.advanceTimersByTime(50)
    expect(opened).toBe(1)
  })

  it('is one fixed string for the head, which runs as it is (hashed for the Content-Security-Policy)', () => {
    expect(earlyClicksScript()).toBe(earlyClicksScript())
    const doc = document.implementation.createHTMLDocument()
    doc.body.innerHTML = '<button data-early-click="menu">m</button>'
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the head script's source as the page does
    const run = new Function('window', 'document', earlyClicksScript()) as (w: Window, d: Document) => void
    run(window, doc)
    const button = doc.querySelector('button') as HTMLButtonElement
    button.click()
    expect(button.hasAttribute('data-early-pending')).toBe(true)
  })
})
