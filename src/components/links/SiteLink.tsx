import { Link } from 'gatsby'
import React from 'react'
import { isInAppLink, linkRel } from '../../lib/links'
import { KEEP_NAV_OPEN_ATTRIBUTE } from '../../lib/nav-state'

type AnchorProps = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target'>

export interface SiteLinkProps extends AnchorProps {
  href: string
  newTab?: boolean
  /** Inside a navigation, a click on this link leaves the popups and burger open (SPEC 2.2). */
  keepNavOpen?: boolean
}

/**
 * Every link of the site goes through here, so the link rule (SPEC 2.18) holds everywhere:
 * in-app navigation with Gatsby's Link when the rule allows it, else a plain anchor; new-tab links
 * get target _blank and rel noopener.
 */
export function SiteLink({ href, newTab = false, keepNavOpen = false, children, ...rest }: SiteLinkProps): React.JSX.Element {
  const marker = keepNavOpen ? { [KEEP_NAV_OPEN_ATTRIBUTE]: '' } : {}
  if (isInAppLink(href, newTab)) {
    return (
      <Link to={href} {...marker} {...rest}>
        {children}
      </Link>
    )
  }
  return (
    <a href={href} target={newTab ? '_blank' : undefined} rel={linkRel(newTab)} {...marker} {...rest}>
      {children}
    </a>
  )
}
