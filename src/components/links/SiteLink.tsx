import { Link } from 'gatsby'
import React from 'react'
import { linkTarget } from '../../lib/navigation/links'
import { KEEP_NAV_OPEN_ATTRIBUTE } from '../../lib/navigation/nav-state'

type AnchorProps = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target'>

interface SiteLinkProps extends AnchorProps {
  href: string
  newTab?: boolean | null
  /** The CMS project of the linked content; another project's content is on the sister site. */
  project?: string | null
  /** Inside a navigation, a click on this link leaves the popups and burger open (SPEC 2.2). */
  keepNavOpen?: boolean
}

/**
 * Every link of the site goes through here, so the link rule (SPEC 2.18) holds everywhere:
 * in-app navigation with Gatsby's Link when the rule allows it, else a plain anchor; a link to
 * another origin always opens in a new tab (`newTab` can only add one, for an internal link), and
 * new-tab links get target _blank and rel noopener; another project's content links to the sister site.
 */
export function SiteLink({ href, newTab, project, keepNavOpen = false, children, ...rest }: SiteLinkProps): React.JSX.Element {
  const target = linkTarget({ href, newTab: Boolean(newTab), project })
  const marker = keepNavOpen ? { [KEEP_NAV_OPEN_ATTRIBUTE]: '' } : {}
  if (target.inApp) {
    return (
      <Link to={target.href} {...marker} {...rest}>
        {children}
      </Link>
    )
  }
  return (
    <a href={target.href} target={target.newTab ? '_blank' : undefined} rel={target.rel} {...marker} {...rest}>
      {children}
    </a>
  )
}
