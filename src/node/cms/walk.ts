/** The path of a field inside a document, as problems name it: `body[3].markDefs[0].href`. */
export function childPath(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`
  return path ? `${path}.${key}` : key
}

/** A whole document put in place of a reference (SPEC 7.2): it has an `_id` and a `_type`. */
export function isDocument(value: Record<string, unknown>): boolean {
  return typeof value._id === 'string' && typeof value._type === 'string'
}

type ObjectVisit = (object: Record<string, unknown>, path: string, key: string) => void

/**
 * Calls `visit` for every object inside a document, with its field path and the key it sits under
 * (an array's items sit under the array's key). A document inlined by reference resolution is
 * visited but not entered: it is checked as a document of its own.
 */
export function eachObject(value: unknown, visit: ObjectVisit, path = '', key = ''): void {
  if (Array.isArray(value)) {
    value.forEach((item, i) => eachObject(item, visit, childPath(path, i), key))
    return
  }
  if (!value || typeof value !== 'object') return
  const object = value as Record<string, unknown>
  visit(object, path, key)
  if (path && isDocument(object)) return
  for (const [k, child] of Object.entries(object)) eachObject(child, visit, childPath(path, k), k)
}
