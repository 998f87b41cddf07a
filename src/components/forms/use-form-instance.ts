import { useState } from 'react'
import { instanceOf, randomInstance } from '../../lib/forms/instance'

/**
 * This placement's id suffix (SPEC 9.4, src/lib/forms/instance.ts): the one the server's HTML
 * holds, when there is one, else a new random one (on the server, or a form mounted in the browser
 * only). `written` gives the server's value: the value the island carried over from the server's
 * form, or a function that reads it from the page while hydrating. Kept for the component's life.
 */
export function useFormInstance(written: string | undefined | (() => string | undefined)): string {
  const [instance] = useState(() => {
    const found = typeof written === 'function' ? (typeof document === 'undefined' ? undefined : written()) : written
    return instanceOf(found) ?? randomInstance()
  })
  return instance
}
