import React from 'react'
import { TrackingScript } from '../../components/consent/TrackingScript'
import { ClassicFooter } from '../../components/footer/ClassicFooter'
import { ClassicNavigation } from '../../components/navigation/classic/ClassicNavigation'
import { SiteFrame, type LayoutProps } from '../chrome/SiteFrame'

/**
 * The classic layout (SPEC 2.1): the classic navigation with its fixed menu and the classic footer.
 * It loads the marketing-automation tracking script, after consent (SPEC 2.1, 7.10).
 */
export function ClassicLayout({ pathname, children }: LayoutProps): React.JSX.Element {
  return (
    <SiteFrame header={<ClassicNavigation pathname={pathname} />} footer={<ClassicFooter />}>
      <TrackingScript />
      {children}
    </SiteFrame>
  )
}
