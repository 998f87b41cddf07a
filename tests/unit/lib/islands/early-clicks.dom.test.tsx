import {
  earlyClicksScript,
  installEarlyClicks,
  isHydrated,
  SEARCH_EARLY_CLICK,
  type EarlyShortcut,
} from '../../../../src/lib/islands/early-clicks'
import { isSearchShortcut, typedAhead } from '../../../../src/lib/search/shortcut'

// No dead clicks: a click on a control painted before its island runs is kept and replayed once it
// runs, never lost (docs/islands.md).
describe('early clicks', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  /** The search's shortcuts, as the head script has them. */
  const SEARCH: EarlyShortcut = { control: SEARCH_EARLY_CLICK, matches: isSearchShortcut, typed: typedAhead }

  /** A fresh document with `html` and the early-click listeners: they are the document's, as in the page's head. */
  const installedIn = (html: string): Document => {
    const doc = document.implementation.createHTMLDocument()
    doc.body.innerHTML = html
    installEarlyClicks(window, doc, isHydrated, 50, SEARCH)
    return doc
  }

  const press = (target: Element, init: KeyboardEventInit): KeyboardEvent => {
    const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init })
    target.dispatchEvent(event)
    return event
  }

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
    const doc = installedIn('<button data-early-click="menu"><svg><path id="icon"/></svg></button><button id="other">x</button>')
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
    const doc = installedIn('<button data-early-click="search">s</button>')
    ;(doc.querySelector('button') as HTMLButtonElement).click()
    doc.body.innerHTML = '<button data-early-click="search">s</button>'
    let opened = 0
    hydrate(doc.querySelector('button') as Element, () => opened++)
    jest.advanceTimersByTime(50)
    expect(opened).toBe(1)
  })

  // SPEC 2.8, 4.1: '/' and Ctrl/Cmd+K open the overlay, from the first paint on.
  it("clicks the control of a shortcut pressed before hydration, keeps that click, and leaves the key to the page's code after", () => {
    const doc = installedIn('<input id="field"><button data-early-click="search">s</button>')
    const button = doc.querySelector('button') as HTMLButtonElement
    const reached: string[] = []
    doc.addEventListener('keydown', (e) => reached.push(e.key))
    // Typed in a field, '/' is a character: left alone.
    expect(press(doc.getElementById('field') as Element, { key: '/' }).defaultPrevented).toBe(false)
    expect(button.hasAttribute('data-early-pending')).toBe(false)
    // Elsewhere it clicks the search button, and goes no further (Firefox's quick find, the page's own listener).
    const slash = press(doc.body, { key: '/' })
    expect(slash.defaultPrevented).toBe(true)
    expect(button.hasAttribute('data-early-pending')).toBe(true)
    // Ctrl+K again while the click waits: still one click kept.
    press(doc.body, { key: 'k', ctrlKey: true })
    let opened = 0
    hydrate(button, () => opened++)
    jest.advanceTimersByTime(50)
    expect(opened).toBe(1)
    // Hydrated, the button's code has the shortcut (SearchButton's listener): the head script lets it through.
    expect(press(doc.body, { key: '/' }).defaultPrevented).toBe(false)
    expect(opened).toBe(1)
    // Other keys never stop.
    press(doc.body, { key: 'a' })
    expect(reached).toEqual(['/', '/', 'a'])
  })

  // SPEC 2.8: the overlay's box gets what the visitor typed after asking for search, however early.
  it('keeps what is typed on the page while the search click waits, and hands it to the button with the click', () => {
    const doc = installedIn('<input id="field"><button data-early-click="search">s</button>')
    const button = doc.querySelector('button') as HTMLButtonElement
    const reached: string[] = []
    doc.addEventListener('keydown', (e) => reached.push(e.key))
    // Before search is asked for, typing is the page's.
    expect(press(doc.body, { key: 'x' }).defaultPrevented).toBe(false)
    press(doc.body, { key: '/' })
    const typed = ['d', 'o', 'r', 'Backspace', 'o', 'r', ' '].map((key) => press(doc.body, { key }))
    expect(typed.every((event) => event.defaultPrevented)).toBe(true)
    // Not typing: Enter, Tab, a shortcut with Ctrl; and a field keeps its own keys.
    expect(press(doc.body, { key: 'Enter' }).defaultPrevented).toBe(false)
    expect(press(doc.body, { key: 'c', ctrlKey: true }).defaultPrevented).toBe(false)
    expect(press(doc.getElementById('field') as Element, { key: 'q' }).defaultPrevented).toBe(false)
    // Keys on the focused button itself (a click moves focus there) are typing too.
    press(button, { key: 's' })
    expect(reached).toEqual(['x', 'Enter', 'c', 'q'])
    expect(button.hasAttribute('data-typed-ahead')).toBe(false)
    let seen: string | null = null
    hydrate(button, () => (seen = button.getAttribute('data-typed-ahead')))
    jest.advanceTimersByTime(50)
    expect(seen).toBe('door s')
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
    // The search shortcut's source is inlined too.
    doc.body.innerHTML = '<button data-early-click="search">s</button>'
    press(doc.body, { key: '/' })
    expect((doc.querySelector('button') as Element).hasAttribute('data-early-pending')).toBe(true)
    // And what keeps the keys typed after it.
    expect(press(doc.body, { key: 'a' }).defaultPrevented).toBe(true)
  })
})
