import React from 'react'
import { MainFooter } from '../../components/footer/MainFooter'
import { SiteLink } from '../../components/links/SiteLink'
import { isSamePath } from '../../lib/navigation/layout-for'
import { MainHeader } from '../chrome/MainHeader'
import { SiteFrame, type LayoutProps } from '../chrome/SiteFrame'
import * as styles from './AcademyLayout.module.css'

const ACADEMY_LINKS = [
  { title: 'Academy', href: '/academy' },
  { title: 'Courses', href: '/academy/courses' },
  { title: 'About the Academy', href: '/academy/about' },
]

/** The academy layout (SPEC 2.1, 2.11): the main chrome with the academy's own bar under the navigation. */
export function AcademyLayout({ pathname, children }: LayoutProps): React.JSX.Element {
  const header = (
    <>
      <MainHeader pathname={pathname} />
      <nav aria-label="Academy" className={styles.bar}>
        {ACADEMY_LINKS.map((link) => (
          <SiteLink key={link.href} href={link.href} aria-current={isSamePath(link.href, pathname) ? 'page' : undefined}>
            {link.title}
          </SiteLink>
        ))}
      </nav>
    </>
  )
  return (
    <SiteFrame header={header} footer={<MainFooter />}>
      {children}
    </SiteFrame>
  )
}
