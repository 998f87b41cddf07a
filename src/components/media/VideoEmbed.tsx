import type { IGatsbyImageData } from 'gatsby-plugin-image'
import React, { useId } from 'react'
import { useIsland } from '../../islands/page-islands'
import { EARLY_CLICK_ATTRIBUTE } from '../../lib/islands/early-clicks'
import { embedUrl, parseVideoUrl, VIDEO_NOT_FOUND } from '../../lib/media/video'
import { ContentImage } from './ContentImage'
import * as styles from './VideoEmbed.module.css'

interface VideoEmbedProps {
  url: string
  title?: string | null
  /** The site's own poster image (image data from the build). */
  poster?: { alt?: string | null; gatsbyImageData?: IGatsbyImageData | null } | null
  /** false: the player loads on the press but waits for a second press to play. */
  autoplay?: boolean | null
  showControls?: boolean | null
}

/** What the video's island needs: the player's address and its frame's title. */
export interface VideoPlayerProps {
  src: string
  title: string
}

/**
 * SPEC 3.5, 7.13: a click-to-load facade. Until the visitor presses play, the page shows the site's
 * own poster and a button, and requests nothing from the video host (docs/consent.md: no other
 * origin before consent or an explicit action). The press swaps in the host's player (video.island.ts,
 * whose code loads when the visitor points at or focuses the video; a press before it is kept).
 */
export function VideoEmbed({ url, title, poster, autoplay, showControls }: VideoEmbedProps): React.JSX.Element | null {
  const video = parseVideoUrl(url)
  if (!video) {
    console.error(`${VIDEO_NOT_FOUND}: ${url}`)
    return null
  }
  const label = title ?? 'Video'
  const player = { src: embedUrl(video, { autoplay: autoplay !== false, showControls: showControls !== false }), title: label }
  return (
    <VideoFacade player={player} caption={title}>
      <ContentImage image={poster?.gatsbyImageData} alt={poster?.alt ?? ''} />
    </VideoFacade>
  )
}

function VideoFacade({ player, caption, children }: { player: VideoPlayerProps; caption?: string | null; children: React.ReactNode }) {
  const island = useIsland('video', { props: player, load: 'interaction' })
  const early = `video-${useId()}`
  return (
    <figure className={styles.video} {...island}>
      <div className={styles.frame}>
        {/* The poster sits under the button, not in it: a button holds phrasing content only, and
            the image's wrapper is a div (docs/quality.md, "HTML"). */}
        <div className={styles.poster}>{children}</div>
        <button type="button" className={styles.facade} aria-label={`Play video: ${player.title}`} {...{ [EARLY_CLICK_ATTRIBUTE]: early }}>
          <span className={styles.play} aria-hidden="true" />
        </button>
      </div>
      {caption ? <figcaption>{caption}</figcaption> : null}
    </figure>
  )
}
