/** A closable banner's close button (SPEC 4.2): the banner closes, for the rest of the page's life. */
export function mount(banner: HTMLElement): () => void {
  const button = banner.querySelector('button')
  const close = (): void => {
    banner.hidden = true
  }
  button?.addEventListener('click', close)
  return () => button?.removeEventListener('click', close)
}
