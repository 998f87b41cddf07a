import { useLocation } from '@reach/router'
import { Link, withPrefix } from 'gatsby'
import React from 'react'
import { linkTarget, withTrailingSlashOption } from '../../lib/navigation/links'
import { KEEP_NAV_OPEN_ATTRIBUTE } from '../../lib/navigation/nav-state'

type AnchorProps = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target'>

/** The site's trailing-slash option, which Gatsby's webpack config defines for gatsby-link (gatsby-config's `trailingSlash`). */
declare const __TRAILING_SLASH__: string | undefined

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
    if (typeof window === 'undefined') {
      return (
        <ServerLink to={target.href} {...marker} {...rest}>
          {children}
        </ServerLink>
      )
    }
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

/**
 * Gatsby's Link as the HTML renderer writes it, without its components: the same `<a>`, with the
 * same attributes in the same order (`aria-current="page"` on a link to the page itself, the path
 * prefix and the site's trailing-slash option on the href). Gatsby's Link is four components deep (a
 * location consumer, its class, reach-router's Link, another location consumer), and a page has a
 * hundred links or more, most in the header and footer: rendering them as this one element takes
 * about a sixth of a page's render time off the static HTML (docs/architecture.md, "Links rendered
 * as anchors"). In the browser SiteLink renders Gatsby's Link, which hydrates this `<a>`.
 */
function ServerLink({ to, children, ...rest }: AnchorProps & { to: string }): React.JSX.Element {
  const { pathname } = useLocation()
  const href = withTrailingSlashOption(withPrefix(to), typeof __TRAILING_SLASH__ === 'undefined' ? undefined : __TRAILING_SLASH__)
  return (
    <a aria-current={pathname === encodeURI(href) ? 'page' : undefined} {...rest} href={href}>
      {children}
    </a>
  )
}
