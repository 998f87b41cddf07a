import { startIslands } from '../../../src/islands/runtime'
import type { IslandModule } from '../../../src/islands/island-module'

// docs/islands.md: the runtime mounts each island of the page when its load says, once.
describe('startIslands', () => {
  beforeEach(() => {
    document.documentElement.removeAttribute('data-hydrated')
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
  })
  afterEach(() => jest.restoreAllMocks())

  const moduleOf = (mounted: { root: HTMLElement; props: unknown }[]): IslandModule => ({
    mount: (root, props) => void mounted.push({ root, props }),
  })

  it('mounts the islands loaded at start with their props, marks them and then <html>', async () => {
    document.body.innerHTML = '<nav data-island="a" data-island-props=\'{"n":1}\'></nav><div data-island="a"></div>'
    const mounted: { root: HTMLElement; props: unknown }[] = []
    await startIslands(document, { a: () => Promise.resolve(moduleOf(mounted)) })
    expect(mounted.map((m) => [m.root.tagName, m.props])).toEqual([
      ['NAV', { n: 1 }],
      ['DIV', undefined],
    ])
    expect(document.querySelectorAll('[data-hydrated]')).toHaveLength(3)
    expect(document.documentElement.hasAttribute('data-hydrated')).toBe(true)
  })

  it('loads an island on interaction only once the visitor uses it, and mounts a root once', async () => {
    document.body.innerHTML = '<form data-island="form" data-island-load="interaction"><input></form>'
    const mounted: { root: HTMLElement; props: unknown }[] = []
    const load = jest.fn(() => Promise.resolve(moduleOf(mounted)))
    await startIslands(document, { form: load })
    expect(load).not.toHaveBeenCalled()
    // <html> does not wait for an island that loads on use.
    expect(document.documentElement.hasAttribute('data-hydrated')).toBe(true)
    document.querySelector('input')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    document.querySelector('input')?.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }))
    await Promise.resolve()
    await Promise.resolve()
    expect(load).toHaveBeenCalledTimes(1)
    expect(mounted).toHaveLength(1)
    await startIslands(document, { form: load })
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('leaves an island whose code fails as the build made it, logs why, and still marks <html>', async () => {
    document.body.innerHTML = '<nav data-island="broken"></nav><nav data-island="unknown"></nav>'
    await startIslands(document, { broken: () => Promise.reject(new Error('offline')) })
    expect(document.querySelector('[data-island="broken"]')?.hasAttribute('data-hydrated')).toBe(false)
    expect(console.error).toHaveBeenCalledWith('Island broken could not start:', new Error('offline'))
    expect(console.error).toHaveBeenCalledWith('Island unknown: not in src/islands/registry.ts')
    expect(document.documentElement.hasAttribute('data-hydrated')).toBe(true)
  })

  it('holds a submit made before an island on use has started, shows it busy, and submits again once it runs', async () => {
    document.body.innerHTML =
      '<div data-island="form" data-island-load="interaction"><form><input name="a"><button>Send</button></form></div>'
    const form = document.querySelector('form') as HTMLFormElement
    const button = document.querySelector('button') as HTMLButtonElement
    let arrive: (module: IslandModule) => void = () => undefined
    const submitted: (HTMLElement | null)[] = []
    await startIslands(document, { form: () => new Promise<IslandModule>((resolve) => (arrive = resolve)) })
    const submit = (): boolean => form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: button }))
    // jsdom sends no form: requestSubmit dispatches the submit event, which the island's code handles.
    jest.spyOn(form, 'requestSubmit').mockImplementation((by) => void submitted.push(by ?? null))
    expect(submit()).toBe(false)
    expect(submit()).toBe(false)
    expect(button.hasAttribute('data-early-pending')).toBe(true)
    expect(form.getAttribute('aria-busy')).toBe('true')
    expect(submitted).toEqual([])
    arrive({ mount: () => undefined })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(submitted).toEqual([button])
    expect(button.hasAttribute('data-early-pending')).toBe(false)
    expect(form.hasAttribute('aria-busy')).toBe(false)
  })
})
