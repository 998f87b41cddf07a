import { ISLANDS, type IslandName } from '../../src/islands/registry'
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, islandProps } from '../../src/lib/islands/island-attributes'

const mounted: (() => void)[] = []

afterEach(() => {
  for (const unmount of mounted.splice(0)) unmount()
})

/**
 * Mounts island `name` as the browser does (src/islands/runtime.ts): its module from the registry,
 * on its first root under `container` (the markup its component rendered), with the props written
 * there. Returns the root; the island is unmounted after the test.
 */
export async function mountIsland(container: ParentNode, name: IslandName): Promise<HTMLElement> {
  const root = container.querySelector<HTMLElement>(`[${ISLAND_ATTRIBUTE}="${name}"]`)
  if (!root) throw new Error(`No root of island ${name} in the markup`)
  const { mount } = await ISLANDS[name]()
  const unmount = mount(root, islandProps(name, root.getAttribute(ISLAND_PROPS_ATTRIBUTE)))
  if (unmount) mounted.push(unmount)
  return root
}
