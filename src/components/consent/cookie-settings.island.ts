import { reopenConsent } from './consent-store'

/** 'Cookie settings' (CookieSettingsLink.tsx): reopens the cookie banner, the focus in it. */
export function mount(root: HTMLElement): () => void {
  const reopen = (): void => reopenConsent()
  root.addEventListener('click', reopen)
  return () => root.removeEventListener('click', reopen)
}
