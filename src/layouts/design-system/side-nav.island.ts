/** The island's props (DesignSystemLayout.tsx): the id of the overlay behind the drawer. */
export interface SideNavIslandProps {
  overlay: string
}

/**
 * The design-system layout's behaviour (SPEC 2.15, 4.1) on the build's HTML, which has the side
 * navigation closed: the toggle opens and closes it (unless the build disabled it), and a link
 * click, a click on the overlay (the drawer's, below md) or Escape closes it, Escape giving the
 * focus back to the toggle. The toggle's `aria-expanded` and the navigation's and overlay's
 * `hidden` hold the state. The bar wraps onto two lines on narrow screens: its height goes to
 * `--bar-height`, where the drawer starts.
 */
export function mount(root: HTMLElement, props: unknown): () => void {
  const header = root.querySelector('header')
  const toggle = header?.querySelector<HTMLButtonElement>('button[aria-controls]')
  const nav = document.getElementById(toggle?.getAttribute('aria-controls') ?? '')
  const overlay = document.getElementById((props as SideNavIslandProps).overlay)
  if (!header || !toggle || !nav || !overlay) throw new Error('side-nav: the layout has no toggle, navigation or overlay')

  const isOpen = (): boolean => toggle.getAttribute('aria-expanded') === 'true'
  const setOpen = (open: boolean): void => {
    toggle.setAttribute('aria-expanded', String(open))
    nav.hidden = !open
    overlay.hidden = !open
  }
  const onToggle = (): void => {
    if (!toggle.disabled) setOpen(!isOpen())
  }
  const onNavClick = (event: MouseEvent): void => {
    if (event.target instanceof Element && event.target.closest('a')) setOpen(false)
  }
  const onOverlayClick = (): void => setOpen(false)
  // Anywhere on the page, as the focus may be outside the navigation (WCAG 1.4.13).
  const onKeyDown = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape' || !isOpen()) return
    setOpen(false)
    toggle.focus()
  }
  toggle.addEventListener('click', onToggle)
  nav.addEventListener('click', onNavClick)
  overlay.addEventListener('click', onOverlayClick)
  document.addEventListener('keydown', onKeyDown)
  const observer =
    typeof ResizeObserver === 'undefined'
      ? null
      : new ResizeObserver(() => root.style.setProperty('--bar-height', `${header.offsetHeight}px`))
  observer?.observe(header)
  return () => {
    toggle.removeEventListener('click', onToggle)
    nav.removeEventListener('click', onNavClick)
    overlay.removeEventListener('click', onOverlayClick)
    document.removeEventListener('keydown', onKeyDown)
    observer?.disconnect()
  }
}
