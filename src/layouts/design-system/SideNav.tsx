import React from 'react'
import { SiteLink } from '../../components/links/SiteLink'
import { isSamePath } from '../../lib/navigation/layout-for'
import { DESIGN_SYSTEM_NAV } from './nav'
import * as styles from './DesignSystemLayout.module.css'

interface SideNavProps {
  id: string
  pathname: string
}

/** The documentation area's side navigation, written closed; the current page is marked (SPEC 2.15). */
export function SideNav({ id, pathname }: SideNavProps): React.JSX.Element {
  return (
    <nav id={id} aria-label="Design system" className={styles.sideNav} hidden>
      {DESIGN_SYSTEM_NAV.map((section) => (
        <div key={section.title}>
          <p className={styles.navTitle}>{section.title}</p>
          <ul>
            {section.links.map((link) => (
              <li key={link.href}>
                <SiteLink href={link.href} aria-current={isSamePath(pathname, link.href) ? 'page' : undefined}>
                  {link.title}
                </SiteLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  )
}
