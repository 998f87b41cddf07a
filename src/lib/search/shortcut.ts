/** The parts of a keyboard event the shortcut reads (a DOM KeyboardEvent has them). */
export interface ShortcutEvent {
  key: string
  ctrlKey: boolean
  metaKey: boolean
  altKey: boolean
  target: EventTarget | null
}

/** Where '/' is a character being typed, not a shortcut. */
function isTypingTarget(target: EventTarget | null): boolean {
  const el = target as { tagName?: string; isContentEditable?: boolean } | null
  if (!el || typeof el.tagName !== 'string') return false
  return el.isContentEditable === true || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName.toUpperCase())
}

/**
 * SPEC 2.8, 4.1: the search overlay also opens from the keyboard: Ctrl+K (Cmd+K on a Mac)
 * anywhere, and '/' when the visitor is not typing in a field.
 */
export function isSearchShortcut(event: ShortcutEvent): boolean {
  if (event.altKey) return false
  if (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey)) return true
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !isTypingTarget(event.target)
}
