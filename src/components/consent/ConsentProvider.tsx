import React from 'react'

/**
 * Left for the global layout, which still wraps the page in it: the consent state is the browser's
 * consent store now (consent-store.ts), and this renders its children alone. Delete it with its use
 * in src/layouts/global/GlobalLayout.tsx.
 */
export function ConsentProvider({ children }: { children: React.ReactNode }): React.JSX.Element {
  return <>{children}</>
}
