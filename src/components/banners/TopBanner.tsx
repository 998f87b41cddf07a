import React from 'react'
import { site } from '../../config/site-config'
import { isTopBannerShown } from '../../lib/banner-visibility'
import { SiteLink } from '../links/SiteLink'
import { AnnouncementBanner } from './AnnouncementBanner'

/** The launch page, tagged so analytics can tell visits from the banner (SPEC 2.4). */
const TOP_BANNER_HREF = '/products/video-intercom?utm_source=website&utm_medium=top-banner&utm_campaign=video-intercom-launch'

/**
 * The top announcement banner (SPEC 2.4): the video intercom now shipping, with the product page
 * and the store's 'Buy now'. Hidden where isTopBannerShown says; the site's banner is not closable.
 */
export function TopBanner({ pathname }: { pathname: string }): React.JSX.Element | null {
  if (!isTopBannerShown(pathname)) return null
  return (
    <AnnouncementBanner label="Announcement">
      <span>The {site.brand.name} video intercom is now shipping.</span>
      <SiteLink href={TOP_BANNER_HREF}>Meet the video intercom</SiteLink>
      <SiteLink href={site.storeUrl}>
        Buy now
      </SiteLink>
    </AnnouncementBanner>
  )
}
