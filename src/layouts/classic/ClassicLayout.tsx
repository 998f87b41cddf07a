import React from 'react'
import { TopBanner } from '../../components/banners/TopBanner'
import { TrackingScript } from '../../components/consent/TrackingScript'
import { ClassicFooter } from '../../components/footer/ClassicFooter'
import { ClassicNavigation } from '../../components/navigation/classic/ClassicNavigation'
import { SiteFrame, type LayoutProps } from '../chrome/SiteFrame'

/**
 * The classic layout (SPEC 2.1): the top banner (SPEC 2.4, hidden by the same rules as on the other
 * layouts), the classic navigation with its fixed menu and the classic footer. It loads the
 * marketing-automation tracking script, after consent (SPEC 2.1, 7.10).
 */
export function ClassicLayout({ pathname, children }: LayoutProps): React.JSX.Element {
  const header = (
    <>
      <TopBanner pathname={pathname} />
      <ClassicNavigation pathname={pathname} />
    </>
  )
  return (
    <SiteFrame header={header} footer={<ClassicFooter />}>
      <TrackingScript />
      {children}
    </SiteFrame>
  )
}
