import type { IGatsbyImageData } from 'gatsby-plugin-image'
import React from 'react'
import { classes } from '../laika/classes'
import * as styles from './ContentImage.module.css'

interface ContentImageProps {
  image: IGatsbyImageData | null | undefined
  alt: string
  /**
   * 'high' for the largest image above the fold (eager, fetchpriority high); 'eager' for other
   * images above the fold; 'lazy' (the default) for everything below it.
   */
  priority?: 'high' | 'eager' | 'lazy'
  /** The `sizes` attribute when the image is shown smaller than its layout width (e.g. an avatar). */
  sizes?: string
  className?: string
}

/** The frame's size rules, as custom properties its stylesheet reads (so a component's class can still set the size). */
function frameVariables({ width, height, layout }: IGatsbyImageData): React.CSSProperties {
  const variables: Record<string, string> = { '--image-ratio': `${width} / ${height}` }
  if (layout !== 'fullWidth') variables['--image-width'] = `${width}px`
  if (layout === 'fixed') variables['--image-height'] = `${height}px`
  return variables
}

/**
 * Every CMS image goes through here: static markup, no script (docs/content-rendering.md,
 * "Images"). The image data is in gatsby-plugin-image's format (src/node/content/images.ts); its
 * runtime component is not used, since hydrating it cost every page a chunk (react-dom/server)
 * and work per image after load. Without image data (no file, no Cloudinary id) nothing is rendered, so a
 * page never shows a broken image. The <img> carries its width and height and the frame reserves
 * the space, so nothing shifts while it loads; the blurred placeholder (SPEC 9.9) is the frame's
 * background until the image has loaded (the head script of src/lib/media/image-placeholder.ts).
 */
export function ContentImage({ image, alt, priority = 'lazy', sizes, className }: ContentImageProps): React.JSX.Element | null {
  const fallback = image?.images.fallback
  if (!image || !fallback?.src) return null
  const { sources = [] } = image.images
  const placeholder = image.placeholder?.fallback
  const style = { ...frameVariables(image), ...(placeholder ? { backgroundImage: `url("${placeholder}")` } : {}) }
  // React 18 knows no fetchPriority, so the lower-case attribute. The main image is decoded with
  // the frame it first shows in (the default); the others off the main thread, as they come.
  const hints = priority === 'high' ? { fetchpriority: 'high' } : { decoding: 'async' as const }
  return (
    <div
      className={classes(styles.frame, styles[image.layout], className)}
      style={style}
      {...(placeholder ? { 'data-placeholder': '' } : {})}
    >
      <picture>
        {sources.map((source) => (
          <source
            key={source.type ?? source.srcSet}
            type={source.type}
            media={source.media}
            srcSet={source.srcSet}
            sizes={sizes ?? source.sizes}
          />
        ))}
        <img
          src={fallback.src}
          srcSet={fallback.srcSet}
          sizes={sizes ?? fallback.sizes}
          width={image.width}
          height={image.height}
          alt={alt}
          loading={priority === 'lazy' ? 'lazy' : 'eager'}
          {...hints}
        />
      </picture>
    </div>
  )
}
