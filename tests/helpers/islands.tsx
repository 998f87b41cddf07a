import type React from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { IslandName } from '../../src/islands/island-names'
import { ISLANDS } from '../../src/islands/registry'
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, islandProps } from '../../src/lib/islands/island-attributes'

/**
 * The tests' one way to an island (docs/islands.md): a component's server markup in the test
 * document, as a built page has it, then the island's root and props, or the island mounted on it
 * as the browser does (src/islands/runtime.ts).
 */

const mounted: (() => void)[] = []

afterEach(() => {
  for (const unmount of mounted.splice(0)) unmount()
})

/** A component's server markup in the test document: the container appended to the body. */
export function serverMarkup(element: React.ReactElement): HTMLElement {
  const container = document.createElement('div')
  container.innerHTML = renderToStaticMarkup(element)
  document.body.append(container)
  return container
}

/** The first root of island `name` in `container`, and its props as the build wrote them. */
export function islandRoot(container: ParentNode, name: IslandName): { root: HTMLElement; props: unknown } {
  const root = container.querySelector<HTMLElement>(`[${ISLAND_ATTRIBUTE}="${name}"]`)
  if (!root) throw new Error(`No root of island ${name} in the markup`)
  return { root, props: islandProps(name, root.getAttribute(ISLAND_PROPS_ATTRIBUTE)) }
}

/**
 * Mounts island `name` on its first root under `container`, with its module from the registry (so
 * the name is checked to be registered) and the props written there. Returns the root; the island
 * is unmounted after the test.
 */
export async function mountIsland(container: ParentNode, name: IslandName): Promise<HTMLElement> {
  const { root, props } = islandRoot(container, name)
  const { mount } = await ISLANDS[name]()
  const unmount = mount(root, props)
  if (unmount) mounted.push(unmount)
  return root
}
