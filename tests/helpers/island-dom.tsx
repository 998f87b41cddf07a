import type React from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { IslandName } from '../../src/islands/registry'

/**
 * A component's server markup in the test document, as a built page has it (docs/islands.md: the
 * browser gets HTML, and islands attach to it): the container appended to the body.
 */
export function serverMarkup(element: React.ReactElement): HTMLElement {
  const container = document.createElement('div')
  container.innerHTML = renderToStaticMarkup(element)
  document.body.append(container)
  return container
}

/** The root element of island `name` in `container`, and its props as the build wrote them. */
export function islandRoot(container: ParentNode, name: IslandName): { root: HTMLElement; props: unknown } {
  const root = container.querySelector<HTMLElement>(`[data-island="${name}"]`)
  if (!root) throw new Error(`No root of island ${name}`)
  const props = root.getAttribute('data-island-props')
  return { root, props: props === null ? undefined : (JSON.parse(props) as unknown) }
}
