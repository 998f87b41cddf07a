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
 * reference on purpose: the early-click head script inlines its source (src/lib/hydration/early-clicks.ts),
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
