import React, { createContext, useContext, useRef, useState } from 'react'
import * as styles from './Static.module.css'

/** Attribute of a static part's element: its links are followed by static-links.ts. */
export const STATIC_ATTRIBUTE = 'data-static'

/**
 * Whether the page's first hydration is under way: the document came with the build's HTML and its
 * root's first effect has not run yet (`endFirstHydration`, RootHydrationMark). Read once, when the
 * browser evaluates this module, before anything hydrates; false on the server, in jsdom (no
 * server HTML) and in `gatsby develop`, which renders in the browser.
 */
let firstHydration = typeof document !== 'undefined' && Boolean(document.getElementById('___gatsby')?.firstElementChild)
/** The address the document was loaded at: a static part shows the build's HTML for it only. */
const loadedAt = typeof window !== 'undefined' ? window.location.pathname : ''

/** Whether the page's first hydration is still under way (see `firstHydration`). */
export function isFirstHydration(): boolean {
  return firstHydration
}

/** The page's first hydration is over: a static part mounted from now on renders its children. */
export function endFirstHydration(): void {
  firstHydration = false
}

/** Inside a static part (see useIsland). */
const InsideStatic = createContext(false)

/**
 * For a component with behaviour (state, effects, handlers): a static part's content never runs in
 * the browser on the page it was built for, so the build fails, naming the component, if one is
 * placed inside a static part.
 */
export function useIsland(name: string): void {
  if (useContext(InsideStatic))
    throw new Error(`${name} has behaviour and is inside a static part (<Static>): it would never run. Move it out of the part.`)
}

export type StaticProps = React.HTMLAttributes<HTMLElement> & {
  /** The element the part is; a div laid out as if it were not there (`display: contents`) by default. */
  as?: 'div' | 'header' | 'section' | 'aside' | 'footer' | 'nav' | 'p' | 'ul' | 'ol'
  children?: React.ReactNode
}

/**
 * A part of the page that has no behaviour of its own (docs/architecture.md, "Hydrating less"):
 * on the page the browser loaded, it keeps the build's HTML, and the page's hydration skips its
 * content. Preact neither runs its components nor walks its elements; its in-app links are
 * followed by one listener (static-links.ts) instead of a component each. Mounted later (a
 * client-side navigation), or on another address than the document's, it renders its children
 * as any component does, and from then on always does. Its attributes stay live; its content
 * must not change while it is mounted on the loaded page (key it by what it shows).
 */
export function Static({ as: Tag = 'div', className, children, ...attributes }: StaticProps): React.JSX.Element {
  const [frozenAt] = useState(() => (firstHydration ? loadedAt : null))
  const thawed = useRef(false)
  const frozen = !thawed.current && frozenAt !== null && frozenAt === window.location.pathname
  if (!frozen) thawed.current = true
  const props = { ...attributes, [STATIC_ATTRIBUTE]: '', className: className ?? (Tag === 'div' ? styles.contents : undefined) }
  // Preact neither applies nor diffs inner HTML while hydrating, so the build's markup stays.
  if (frozen) return <Tag {...props} dangerouslySetInnerHTML={KEEP} />
  return (
    <Tag {...props}>
      <InsideStatic.Provider value>{children}</InsideStatic.Provider>
    </Tag>
  )
}

const KEEP = { __html: '' }
