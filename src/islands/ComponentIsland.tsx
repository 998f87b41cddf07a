import React from 'react'
import type { IslandLoad } from '../lib/islands/island-attributes'
import { useIsland } from './page-islands'
import type { IslandName } from './island-names'
import * as styles from './ComponentIsland.module.css'

interface ComponentIslandProps<P extends object> {
  /** The island's name in src/islands/registry.ts, whose module is `hydrateComponent(component)`. */
  name: IslandName
  component: React.ComponentType<P>
  /** The component's props: JSON, written into the HTML for the browser to hydrate with. */
  props: P
  load?: IslandLoad
}

/**
 * A component that renders in the browser too (a form, search: docs/islands.md). The build writes
 * it inside its island's root, with its props; the browser hydrates it there (hydrate-component.tsx),
 * when its `load` says. In `gatsby develop`, whose browser renders every page itself, it is the
 * component alone.
 */
export function ComponentIsland<P extends object>({ name, component: Component, props, load }: ComponentIslandProps<P>): React.JSX.Element {
  const attributes = useIsland(name, { props, load })
  if (typeof window !== 'undefined') return <Component {...props} />
  return (
    <div {...attributes} className={styles.root}>
      <Component {...props} />
    </div>
  )
}
