import React from 'react'
import { OldFooter } from '../../components/footer/OldFooter'
import { LegacyNavigation } from '../../components/navigation/legacy/LegacyNavigation'
import { SiteFrame, type LayoutProps } from '../chrome/SiteFrame'

/**
 * The legacy layout (SPEC 2.1): the older navigation with the fixed menu and the old footer.
 * Its marketing-automation tracking script arrives with the consent work, loaded after consent.
 */
export function ClassicLayout({ pathname, children }: LayoutProps): React.JSX.Element {
  return (
    <SiteFrame header={<LegacyNavigation pathname={pathname} />} footer={<OldFooter />}>
      {children}
    </SiteFrame>
  )
}
