import React from 'react'
import { ContentImage } from '../../media/ContentImage'
import { SiteLink } from '../../links/SiteLink'
import type { BannerContent } from './types'

/**
 * SPEC 3.3: ctaBanner and actionBanner share their content (headingAlt, text, buttons, mainImage);
 * an action banner adds its intention (e.g. info, warning), which sets its colour.
 */
export function Banner({ content, intention }: { content?: BannerContent; intention?: string }): React.JSX.Element | null {
  if (!content) return null
  return (
    <aside className={intention ? `banner banner--${intention}` : 'banner'} data-intention={intention}>
      <ContentImage image={content.mainImage?.gatsbyImageData} alt={content.mainImage?.alt ?? ''} className="banner__image" sizes="240px" />
      <div>
        {content.headingAlt ? <p className="banner__title">{content.headingAlt}</p> : null}
        {content.text ? <p>{content.text}</p> : null}
        {content.buttons?.map((b) => (
          <SiteLink key={b._key ?? b.href} href={b.href} newTab={b.newTab} className="button">
            {b.text}
          </SiteLink>
        ))}
      </div>
    </aside>
  )
}
