import React, { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react'
import type { ConsentChoice } from '../../lib/consent'
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

const ConsentContext = createContext<ConsentApi | null>(null)

export function useConsent(): ConsentApi {
  const api = useContext(ConsentContext)
  if (!api) throw new Error('useConsent needs the ConsentProvider of the global layout (src/layouts/global)')
  return api
}

/**
 * The site-wide cookie-consent handler (SPEC 2.6): Accept and Decline record the choice; a failure
 * is only logged (SPEC 8), and the banner closes either way.
 */
export function ConsentProvider({ children }: { children: React.ReactNode }): React.JSX.Element {
  const [choice, setChoice] = useState<ConsentChoice | null | undefined>(undefined)
  const [reopened, setReopened] = useState(false)
  // Where focus was when the banner was reopened, to give it back after the choice.
  const opener = useRef<HTMLElement | null>(null)
  useEffect(() => setChoice(currentChoice()), [])

  const choose = useCallback((next: ConsentChoice) => {
    try {
      recordChoice(next)
    } catch (err) {
      console.error('Cookie consent failed:', err)
    }
    setChoice(next)
    setReopened(false)
    opener.current?.focus()
    opener.current = null
  }, [])

  const api = useMemo<ConsentApi>(
    () => ({
      choice,
      reopened,
      accept: () => choose('accepted'),
      decline: () => choose('declined'),
      reopen: () => {
        opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
        setReopened(true)
      },
    }),
    [choice, reopened, choose],
  )
  return <ConsentContext.Provider value={api}>{children}</ConsentContext.Provider>
}
