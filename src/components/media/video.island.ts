import type { VideoPlayerProps } from './VideoEmbed'

/**
 * The video facade (VideoEmbed.tsx, SPEC 3.5, 7.13): the play button's press puts the host's
 * player in place of the poster and the button.
 */
export function mount(root: HTMLElement, props: unknown): void {
  const { src, title } = props as VideoPlayerProps
  const button = root.querySelector('button')
  button?.addEventListener(
    'click',
    () => {
      const frame = document.createElement('iframe')
      frame.src = src
      frame.title = title
      frame.setAttribute('allow', 'autoplay; encrypted-media; picture-in-picture; fullscreen')
      frame.setAttribute('allowfullscreen', '')
      button.parentElement?.replaceChildren(frame)
    },
    { once: true },
  )
}
