import { isSearchShortcut, typedAhead } from '../../../../src/lib/search/shortcut'

const key = (k: string, extra: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean; target: unknown }> = {}) =>
  ({
    key: k,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    target: null,
    ...extra,
  }) as Parameters<typeof isSearchShortcut>[0]

// SPEC 2.8, 4.1: the overlay opens from '/' and Ctrl/Cmd+K.
describe('isSearchShortcut', () => {
  it('is Ctrl+K, Cmd+K, and / outside fields', () => {
    expect(isSearchShortcut(key('k', { ctrlKey: true }))).toBe(true)
    expect(isSearchShortcut(key('K', { metaKey: true }))).toBe(true)
    expect(isSearchShortcut(key('/', { target: { tagName: 'BODY' } }))).toBe(true)
  })
  it('leaves typing alone', () => {
    expect(isSearchShortcut(key('/', { target: { tagName: 'INPUT' } }))).toBe(false)
    expect(isSearchShortcut(key('/', { target: { tagName: 'DIV', isContentEditable: true } }))).toBe(false)
    expect(isSearchShortcut(key('k'))).toBe(false)
    expect(isSearchShortcut(key('k', { ctrlKey: true, altKey: true }))).toBe(false)
    // A browser's autofill sends key presses without a key.
    expect(isSearchShortcut({ ...key('k', { ctrlKey: true }), key: undefined as unknown as string })).toBe(false)
  })
})

// SPEC 2.8: what is typed while the overlay's box is not there yet goes into it once it is.
describe('typedAhead', () => {
  it('adds a character, takes one off with Backspace', () => {
    expect(typedAhead('doo', key('r'))).toBe('door')
    expect(typedAhead('door', key(' '))).toBe('door ')
    expect(typedAhead('door', key('Backspace'))).toBe('doo')
    expect(typedAhead('', key('Backspace'))).toBe('')
    // AltGr (Ctrl and Alt together) types characters such as '@' on many layouts.
    expect(typedAhead('a', key('@', { ctrlKey: true, altKey: true }))).toBe('a@')
  })
  it('leaves other keys and shortcuts to the page', () => {
    for (const k of ['Enter', 'Escape', 'Tab', 'ArrowDown', 'Shift', 'Dead', 'Process']) expect(typedAhead('door', key(k))).toBeNull()
    expect(typedAhead('door', key('c', { ctrlKey: true }))).toBeNull()
    expect(typedAhead('door', key('v', { metaKey: true }))).toBeNull()
    expect(typedAhead('door', { ...key('a'), key: undefined as unknown as string })).toBeNull()
  })
})
