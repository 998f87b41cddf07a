/** The parts of a keyboard event the shortcut reads (a DOM KeyboardEvent has them). */
export interface ShortcutEvent {
  key: string
  ctrlKey: boolean
  metaKey: boolean
  altKey: boolean
  target: EventTarget | null
}

/**
 * SPEC 2.8, 4.1: the search overlay also opens from the keyboard: Ctrl+K (Cmd+K on a Mac)
 * anywhere, and '/' when the visitor is not typing in a field. Written in ES5 with no outside
 * reference on purpose: the early-click head script inlines its source (src/lib/islands/early-clicks.ts),
 * so a shortcut pressed before the page's code runs opens the overlay too.
 */
export function isSearchShortcut(event: ShortcutEvent): boolean {
  // A browser's autofill sends key presses without a key.
  if (event.altKey || typeof event.key !== 'string') return false
  if (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey)) return true
  if (event.key !== '/' || event.ctrlKey || event.metaKey) return false
  // '/' is a character being typed in a field, not a shortcut.
  var el = event.target as { tagName?: string; isContentEditable?: boolean } | null
  if (!el || typeof el.tagName !== 'string') return true
  var tag = el.tagName.toUpperCase()
  return el.isContentEditable !== true && tag !== 'INPUT' && tag !== 'TEXTAREA' && tag !== 'SELECT'
}

/**
 * What the search box will hold after a key pressed while search is opening but its box is not
 * there yet (before the page's code runs, or while the search code loads; SPEC 2.8): `text` with
 * the key's character added, or its last character taken off by Backspace. Null for any other key
 * (Enter, Escape, Tab, arrows, a shortcut with Ctrl or Cmd), which is left to the page. AltGr, which
 * some layouts need for '@' or '€', sends Ctrl and Alt together: that is a character. ES5 with no
 * outside reference, for the early-click head script, which keeps such keys too.
 */
export function typedAhead(text: string, event: Pick<ShortcutEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>): string | null {
  if (typeof event.key !== 'string' || event.metaKey || (event.ctrlKey && !event.altKey)) return null
  if (event.key === 'Backspace') return text.slice(0, -1)
  return event.key.length === 1 ? text + event.key : null
}
