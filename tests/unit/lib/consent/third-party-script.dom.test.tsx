import { addThirdPartyScript } from '../../../../src/lib/consent/third-party-script'

describe('addThirdPartyScript', () => {
  afterEach(() => document.body.replaceChildren())

  it('adds one async script at the end of the body, deferred when asked, and resolves when it loads', async () => {
    const loaded = addThirdPartyScript('tracking', 'https://scripts.example/t.js', { defer: true })
    const script = document.getElementById('tracking') as HTMLScriptElement
    expect(document.body.lastElementChild).toBe(script)
    expect(script.src).toBe('https://scripts.example/t.js')
    expect(script.async).toBe(true)
    expect(script.defer).toBe(true)
    script.dispatchEvent(new Event('load'))
    await expect(loaded).resolves.toBeUndefined()
  })

  it('adds nothing while an element with the id is in the page', async () => {
    void addThirdPartyScript('forms', 'https://scripts.example/f.js').catch(() => undefined)
    await expect(addThirdPartyScript('forms', 'https://scripts.example/other.js')).resolves.toBeUndefined()
    expect(document.querySelectorAll('script')).toHaveLength(1)
    expect((document.getElementById('forms') as HTMLScriptElement).defer).toBe(false)
  })

  it('rejects when the script fails to load, and leaves the element to the caller', async () => {
    const loaded = addThirdPartyScript('forms', 'https://scripts.example/f.js')
    document.getElementById('forms')?.dispatchEvent(new Event('error'))
    await expect(loaded).rejects.toThrow('https://scripts.example/f.js failed to load')
    expect(document.getElementById('forms')).not.toBeNull()
  })
})
