import React from 'react'
import { SlimFooter } from '../../components/footer/SlimFooter'
import { MainHeader } from '../chrome/MainHeader'
import { SiteFrame, type LayoutProps } from '../chrome/SiteFrame'

/** The slim-footer layout (SPEC 2.1): the main navigation over a footer of just the legal line. */
export function SlimFooterLayout({ pathname, children }: LayoutProps): React.JSX.Element {
  return (
    <SiteFrame header={<MainHeader pathname={pathname} />} footer={<SlimFooter />}>
      {children}
    </SiteFrame>
  )
}
