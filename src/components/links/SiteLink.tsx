import React, { createContext, useContext } from 'react'
import { linkTarget } from '../../lib/navigation/links'
import { KEEP_NAV_OPEN_ATTRIBUTE } from '../../lib/navigation/nav-state'

type AnchorProps = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target'>

/** The path of the page being rendered: a link to it is marked as the page's own (`aria-current`). */
export const PagePath = createContext<string | null>(null)

interface SiteLinkProps extends AnchorProps {
  href: string
  newTab?: boolean | null
  /** The CMS project of the linked content; another project's content is on the sister site. */
  project?: string | null
  /** Inside a navigation, a click on this link leaves the popups and burger open (SPEC 2.2). */
  keepNavOpen?: boolean
}

/**
 * Every link of the site goes through here, so the link rule (SPEC 2.18) holds everywhere: a link to
 * another origin always opens in a new tab (`newTab` can only add one, for an internal link), new-tab
 * links get target _blank and rel noopener, and another project's content links to the sister site.
 * Pages have no client-side router (docs/islands.md): the links the rule makes in-app navigation
 * are prefetched by the page's speculation rules (src/lib/navigation/links.ts, speculationRules).
 * A link to the page itself is marked `aria-current="page"`.
 */
export function SiteLink({ href, newTab, project, keepNavOpen = false, children, ...rest }: SiteLinkProps): React.JSX.Element {
  const pagePath = useContext(PagePath)
  const target = linkTarget({ href, newTab: Boolean(newTab), project })
  const marker = keepNavOpen ? { [KEEP_NAV_OPEN_ATTRIBUTE]: '' } : {}
  const current = target.inApp && pagePath !== null && pagePath === encodeURI(target.href) ? 'page' : undefined
  return (
    <a aria-current={current} {...rest} href={target.href} target={target.newTab ? '_blank' : undefined} rel={target.rel} {...marker}>
      {children}
    </a>
  )
}
