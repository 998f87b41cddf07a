/**
 * What an island's module exports (docs/islands.md): `mount`, which the runtime calls with the
 * island's root element (the build's HTML, with `data-island`) and its props. Most islands attach
 * behaviour to that HTML; the few that render in the browser (forms, search) hydrate a component
 * into it (hydrate-component.tsx). `mount` may return a function that undoes it (for tests and
 * `gatsby develop`, where a page's DOM is replaced on navigation).
 */
export interface IslandModule {
  mount: (root: HTMLElement, props: unknown) => void | (() => void)
}
