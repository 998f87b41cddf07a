import React from 'react'
import { isTopBannerShown } from '../../lib/navigation/banner-visibility'
import { SiteLink } from '../links/SiteLink'
import { useSiteWideContent } from '../site-wide/use-site-wide-content'
import { AnnouncementBanner } from './AnnouncementBanner'

/**
 * The top announcement banner (SPEC 2.4), from its CMS document: the announcement, the page it
 * announces (tagged with utm parameters) and the store's 'Buy now'. Hidden where isTopBannerShown
 * says; the site's banner is not closable (SPEC 4.2).
 */
export function TopBanner({ pathname }: { pathname: string }): React.JSX.Element | null {
  const banner = useSiteWideContent()?.topBanner
  if (!banner || !isTopBannerShown(pathname)) return null
  return (
    <AnnouncementBanner label="Announcement" position={banner.position ?? undefined}>
      <span>{banner.text}</span>
      <SiteLink href={banner.link.href} newTab={banner.link.newTab}>
        {banner.link.text}
      </SiteLink>
      <SiteLink href={banner.buyLink.href} newTab={banner.buyLink.newTab}>
        {banner.buyLink.text}
      </SiteLink>
    </AnnouncementBanner>
  )
}
