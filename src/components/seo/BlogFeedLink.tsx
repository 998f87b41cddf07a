import React from 'react'
import { site } from '../../config/site-config'
import { BLOG_FEED_PATH } from '../../lib/seo/feeds'

/**
 * The blog's RSS feed (written by onPostBuild, src/node/content/feeds.ts), announced in the head
 * of the blog pages: blog posts and the /blog home put this inside their Head.
 */
export function BlogFeedLink(): React.JSX.Element {
  return <link rel="alternate" type="application/rss+xml" title={`${site.brand.name} blog`} href={BLOG_FEED_PATH} />
}
