/** The popup layer's live example (SPEC 2.7): its button opens the first popup; the layer's code loads with it. */
export function mount(button: HTMLElement): () => void {
  const open = (): void => {
    void import(/* webpackChunkName: "popup-example" */ './open-example').then((example) => example.openExample(1))
  }
  button.addEventListener('click', open)
  return () => button.removeEventListener('click', open)
}
