import React from 'react'
import { hydrateRoot } from 'react-dom/client'
import type { IslandModule } from './island-module'

/**
 * The `mount` of a component island (ComponentIsland.tsx): hydrates the component the build wrote
 * inside the island's root, with the props it wrote beside it. `react-dom/client` is Preact's in
 * the browser build (gatsby-plugin-preact), React's in the component tests.
 */
export function hydrateComponent<P extends object>(Component: React.ComponentType<P>): IslandModule['mount'] {
  return (root, props) => {
    const hydrated = hydrateRoot(root, <Component {...(props as P)} />)
    return () => hydrated.unmount()
  }
}
