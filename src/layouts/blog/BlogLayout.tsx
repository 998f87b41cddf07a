import React from 'react'
import { MainFooter } from '../../components/footer/MainFooter'
import { MainHeader } from '../chrome/MainHeader'
import { SiteFrame, type LayoutProps } from '../chrome/SiteFrame'

/** The blog layout (SPEC 2.1): the main chrome, with 'Guide Downloads' as the navigation's call to action. */
export function BlogLayout({ pathname, children }: LayoutProps): React.JSX.Element {
  return (
    <SiteFrame header={<MainHeader pathname={pathname} cta={{ text: 'Guide Downloads', href: '/download' }} />} footer={<MainFooter />}>
      {children}
    </SiteFrame>
  )
}
