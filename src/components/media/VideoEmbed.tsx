import type { IGatsbyImageData } from 'gatsby-plugin-image'
import React, { useState } from 'react'
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

/**
 * SPEC 3.5, 7.13: a click-to-load facade. Until the visitor presses play, the page shows the site's
 * own poster and a button, and requests nothing from the video host (docs/consent.md: no other
 * origin before consent or an explicit action). The press swaps in the host's player.
 */
export function VideoEmbed({ url, title, poster, autoplay, showControls }: VideoEmbedProps): React.JSX.Element | null {
  const [playing, setPlaying] = useState(false)
  const video = parseVideoUrl(url)
  if (!video) {
    console.error(`${VIDEO_NOT_FOUND}: ${url}`)
    return null
  }
  const label = title ?? 'Video'
  return (
    <figure className={styles.video}>
      <div className={styles.frame}>
        {playing ? (
          <iframe
            src={embedUrl(video, { autoplay: autoplay !== false, showControls: showControls !== false })}
            title={label}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
          />
        ) : (
          // The poster sits under the button, not in it: a button holds phrasing content only, and
          // the image's wrapper is a div (docs/quality.md, "HTML").
          <>
            <div className={styles.poster}>
              <ContentImage image={poster?.gatsbyImageData} alt={poster?.alt ?? ''} />
            </div>
            <button type="button" className={styles.facade} onClick={() => setPlaying(true)} aria-label={`Play video: ${label}`}>
              <span className={styles.play} aria-hidden="true" />
            </button>
          </>
        )}
      </div>
      {title ? <figcaption>{title}</figcaption> : null}
    </figure>
  )
}
