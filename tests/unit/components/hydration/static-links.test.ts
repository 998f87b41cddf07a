/** @jest-environment jsdom */
import { navigate } from 'gatsby'
import { followStaticLinks, navigateWithStaticModules } from '../../../../src/components/hydration/static-links'
import { loadStaticModules } from '../../../../src/components/hydration/static-modules'

jest.mock('../../../../src/components/hydration/static-modules', () => ({ loadStaticModules: jest.fn(() => Promise.resolve()) }))

// SPEC 2.18 on static parts (docs/architecture.md, "Hydrating less"): their links are plain anchors,
// and one listener does for them what Gatsby's Link does.
document.body.innerHTML = `
  <div data-static="">
    <a href="/pricing"><span>Pricing</span></a>
    <a href="/guides/physical-access-control-systems#readers">Guide</a>
    <a href="https://docs.threshold.example" target="_blank" rel="noopener">Docs</a>
    <a href="/search?q=door">Search</a>
    <a href="/files/datasheet.pdf">Datasheet</a>
    <a href="/blog" target="_blank" rel="noopener">Blog in a new tab</a>
  </div>
  <a href="/careers">Careers, outside any static part</a>`
followStaticLinks(document)
// Gatsby's runtime sets its loader on window; a Link's hover calls `hovering`.
const hovering = jest.fn()
Object.assign(window, { ___loader: { hovering } })

const link = (name: string): HTMLAnchorElement =>
  Array.from(document.querySelectorAll('a')).find((a) => a.textContent?.startsWith(name)) as HTMLAnchorElement
/** Clicks like a visitor; returns whether the browser would still follow the link itself. */
const click = (target: Element, init: MouseEventInit = {}): boolean =>
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }))

beforeEach(() => jest.clearAllMocks())

it('navigates in the app on a plain click of an in-app link, from any element inside it', () => {
  expect(click(link('Pricing').querySelector('span') as Element)).toBe(false)
  expect(navigate).toHaveBeenCalledWith('/pricing')
  expect(click(link('Guide'))).toBe(false)
  expect(navigate).toHaveBeenLastCalledWith('/guides/physical-access-control-systems#readers')
})

it('leaves to the browser every link the rule makes a full-page link, and links outside static parts', () => {
  for (const name of ['Docs', 'Search', 'Datasheet', 'Blog in a new tab', 'Careers']) expect(click(link(name))).toBe(true)
  expect(navigate).not.toHaveBeenCalled()
})

it('leaves modified clicks (a new tab or window) and clicks a component has handled', () => {
  expect(click(link('Pricing'), { ctrlKey: true })).toBe(true)
  expect(click(link('Pricing'), { metaKey: true })).toBe(true)
  expect(click(link('Pricing'), { button: 1 })).toBe(true)
  const handled = (event: Event): void => event.preventDefault()
  link('Pricing').addEventListener('click', handled)
  click(link('Pricing'))
  link('Pricing').removeEventListener('click', handled)
  expect(navigate).not.toHaveBeenCalled()
})

it('loads an in-app page when a visitor points at its link, and the code of static parts for any in-app link', () => {
  link('Pricing').dispatchEvent(new MouseEvent('mouseover', { bubbles: true }))
  expect(hovering).toHaveBeenCalledWith('/pricing')
  expect(loadStaticModules).toHaveBeenCalledTimes(1)
  link('Docs').dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
  expect(loadStaticModules).toHaveBeenCalledTimes(1)
  // A Link outside static parts prefetches its own page; the code of static parts is still wanted next.
  link('Careers').dispatchEvent(new MouseEvent('mouseover', { bubbles: true }))
  expect(hovering).toHaveBeenCalledTimes(1)
  expect(loadStaticModules).toHaveBeenCalledTimes(2)
})

it('makes every in-app navigation wait for the code of static parts; history steps go at once', async () => {
  let arrive: () => void = () => undefined
  jest.mocked(loadStaticModules).mockReturnValueOnce(new Promise<void>((resolve) => (arrive = resolve)))
  const gatsbyNavigate = jest.fn()
  const win = { ___navigate: gatsbyNavigate } as unknown as Window
  navigateWithStaticModules(win)
  const navigateTo = (win as unknown as { ___navigate: (to: string | number, options?: unknown) => void }).___navigate
  navigateTo('/pricing', { replace: false })
  expect(gatsbyNavigate).not.toHaveBeenCalled()
  arrive()
  await Promise.resolve()
  expect(gatsbyNavigate).toHaveBeenCalledWith('/pricing', { replace: false })
  navigateTo(-1)
  expect(gatsbyNavigate).toHaveBeenLastCalledWith(-1, undefined)
})
