import { Link } from 'gatsby'
import React from 'react'
import { linkTarget } from '../../lib/links'

interface SiteLinkProps {
  href: string
  newTab?: boolean | null
  /** The CMS project of the linked content; another project's content is on the sister site. */
  project?: string | null
  className?: string
  children: React.ReactNode
}

/** One link, by the link rule (SPEC 2.18): in-app navigation or a plain link; new tabs get rel noopener. */
export function SiteLink({ href, newTab, project, className, children }: SiteLinkProps): React.JSX.Element {
  const target = linkTarget({ href, newTab: Boolean(newTab), project })
  if (target.inApp) {
    return (
      <Link to={target.href} className={className}>
        {children}
      </Link>
    )
  }
  return (
    <a href={target.href} className={className} target={target.newTab ? '_blank' : undefined} rel={target.rel}>
      {children}
    </a>
  )
}
