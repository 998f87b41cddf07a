/**
 * SPEC 2.7: popups are shown in a stack over the page; each gets its own increasing id and can be
 * closed on its own. Immutable, so React state can hold it.
 */
export interface PopupStack<T> {
  readonly nextId: number
  readonly popups: ReadonlyArray<{ readonly id: number; readonly content: T }>
}

export function emptyPopupStack<T>(): PopupStack<T> {
  return { nextId: 1, popups: [] }
}

/** Puts `content` on top of the stack; the new popup's id is the old `nextId`. */
export function pushPopup<T>(stack: PopupStack<T>, content: T): PopupStack<T> {
  return { nextId: stack.nextId + 1, popups: [...stack.popups, { id: stack.nextId, content }] }
}

/** Closes the popup with `id` wherever it is in the stack; ids are never reused. */
export function removePopup<T>(stack: PopupStack<T>, id: number): PopupStack<T> {
  return { nextId: stack.nextId, popups: stack.popups.filter((p) => p.id !== id) }
}

/** The id of the popup on top (the one that takes focus and Escape), if any. */
export function topPopupId<T>(stack: PopupStack<T>): number | undefined {
  return stack.popups[stack.popups.length - 1]?.id
}
