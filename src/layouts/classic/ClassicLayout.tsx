import React from 'react'
import { ClassicFooter } from '../../components/footer/ClassicFooter'
import { ClassicNavigation } from '../../components/navigation/classic/ClassicNavigation'
import { SiteFrame, type LayoutProps } from '../chrome/SiteFrame'

/**
 * The classic layout (SPEC 2.1): the classic navigation with its fixed menu and the classic footer.
 * Its marketing-automation tracking script arrives with the consent work, loaded after consent.
 */
export function ClassicLayout({ pathname, children }: LayoutProps): React.JSX.Element {
  return (
    <SiteFrame header={<ClassicNavigation pathname={pathname} />} footer={<ClassicFooter />}>
      {children}
    </SiteFrame>
  )
}
