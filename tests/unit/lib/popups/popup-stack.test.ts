import { emptyPopupStack, pushPopup, removePopup, topPopupId } from '../../../../src/lib/popups/popup-stack'
import { createScrollLock } from '../../../../src/lib/popups/scroll-lock'

// SPEC 2.7: a stack of popups, each with its own increasing id, each closable on its own.
describe('popup stack (SPEC 2.7)', () => {
  it('gives each popup a new, increasing id and keeps them in opening order', () => {
    const stack = pushPopup(pushPopup(emptyPopupStack<string>(), 'first'), 'second')
    expect(stack.popups).toEqual([
      { id: 1, content: 'first' },
      { id: 2, content: 'second' },
    ])
    expect(topPopupId(stack)).toBe(2)
  })

  it('closes one popup on its own, wherever it is in the stack', () => {
    let stack = emptyPopupStack<string>()
    for (const name of ['a', 'b', 'c']) stack = pushPopup(stack, name)
    stack = removePopup(stack, 2)
    expect(stack.popups.map((p) => p.content)).toEqual(['a', 'c'])
    expect(topPopupId(stack)).toBe(3)
  })

  it('never reuses an id after a popup closes', () => {
    let stack = pushPopup(emptyPopupStack<string>(), 'a')
    stack = removePopup(stack, 1)
    stack = pushPopup(stack, 'b')
    expect(stack.popups).toEqual([{ id: 2, content: 'b' }])
  })

  it('has no top popup when empty', () => {
    expect(topPopupId(emptyPopupStack())).toBeUndefined()
  })
})

// SPEC 2.7: the page scrollbar is hidden while any popup is open; the lock is counted per popup.
describe('scroll lock (SPEC 2.7)', () => {
  it('locks with the first holder and unlocks only when the last releases', () => {
    const calls: boolean[] = []
    const lock = createScrollLock((locked) => calls.push(locked))
    const releaseA = lock.acquire()
    const releaseB = lock.acquire()
    expect(calls).toEqual([true])
    releaseA()
    expect(calls).toEqual([true])
    expect(lock.count).toBe(1)
    releaseB()
    expect(calls).toEqual([true, false])
  })

  it('ignores a second release of the same lock', () => {
    const calls: boolean[] = []
    const lock = createScrollLock((locked) => calls.push(locked))
    const releaseA = lock.acquire()
    lock.acquire()
    releaseA()
    releaseA()
    expect(lock.count).toBe(1)
    expect(calls).toEqual([true])
  })
})
