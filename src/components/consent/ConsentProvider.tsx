import React, { createContext, useContext, useEffect, useState, useSyncExternalStore } from 'react'
import type { ConsentChoice } from '../../lib/consent/consent'
import { currentChoice, recordChoice } from './consent-cookie'

export interface ConsentApi {
  /** undefined until read in the browser (the build and hydration do not know it), then the choice or null. */
  choice: ConsentChoice | null | undefined
  /** The banner was reopened from a footer's 'Cookie settings'. */
  reopened: boolean
  accept: () => void
  decline: () => void
  /** Shows the banner again, so consent is withdrawn as easily as it was given (GDPR Art. 7(3)). */
  reopen: () => void
}

/** What the consent state is at a moment; a new object whenever it changes. */
interface ConsentState {
  choice: ConsentChoice | null | undefined
  reopened: boolean
}

/** The build's state, and the browser's until the cookie is read: no choice known, banner not reopened. */
const UNREAD: ConsentState = { choice: undefined, reopened: false }

interface ConsentStore {
  subscribe: (onChange: () => void) => () => void
  state: () => ConsentState
  /** Reads the recorded choice from the cookie. */
  read: () => void
  accept: () => void
  decline: () => void
  reopen: () => void
}

const ConsentContext = createContext<ConsentStore | null>(null)

export function useConsent(): ConsentApi {
  const store = useContext(ConsentContext)
  if (!store) throw new Error('useConsent needs the ConsentProvider of the global layout (src/layouts/global)')
  const { choice, reopened } = useSyncExternalStore(store.subscribe, store.state, () => UNREAD)
  return { choice, reopened, accept: store.accept, decline: store.decline, reopen: store.reopen }
}

/**
 * The site-wide cookie-consent handler (SPEC 2.6): Accept and Decline record the choice; a failure
 * is only logged (SPEC 8), and the banner closes either way.
 *
 * The state lives in a store its users subscribe to, and the context only hands out that store,
 * which never changes. So reading the cookie after hydration re-renders the banner and the other
 * users, and nothing else: a changed context value would make React hydrate every part of the
 * page not yet hydrated at once, in one long task (docs/landing-pages.md, "Speed").
 */
export function ConsentProvider({ children }: { children: React.ReactNode }): React.JSX.Element {
  const [store] = useState<ConsentStore>(() => {
    let state = UNREAD
    // Where focus was when the banner was reopened, to give it back after the choice.
    let opener: HTMLElement | null = null
    const listeners = new Set<() => void>()
    const set = (next: Partial<ConsentState>): void => {
      state = { ...state, ...next }
      for (const listener of listeners) listener()
    }
    const choose = (next: ConsentChoice): void => {
      try {
        recordChoice(next)
      } catch (err) {
        console.error('Cookie consent failed:', err)
      }
      set({ choice: next, reopened: false })
      opener?.focus()
      opener = null
    }
    return {
      subscribe: (onChange) => {
        listeners.add(onChange)
        return () => listeners.delete(onChange)
      },
      state: () => state,
      // Read once mounted: the build and hydration do not know the cookie.
      read: () => set({ choice: currentChoice() }),
      accept: () => choose('accepted'),
      decline: () => choose('declined'),
      reopen: () => {
        opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
        set({ reopened: true })
      },
    }
  })
  useEffect(() => store.read(), [store])
  return <ConsentContext.Provider value={store}>{children}</ConsentContext.Provider>
}
