import React from 'react'
import { MainFooter } from '../../components/footer/MainFooter'
import { MainHeader } from '../chrome/MainHeader'
import { SiteFrame, type LayoutProps } from '../chrome/SiteFrame'

/** The main layout (SPEC 2.1): the main navigation and the main footer. */
export function MainLayout({ pathname, children }: LayoutProps): React.JSX.Element {
  return (
    <SiteFrame header={<MainHeader pathname={pathname} />} footer={<MainFooter />}>
      {children}
    </SiteFrame>
  )
}
