import { GatsbyImage, type GatsbyImageProps, type IGatsbyImageData } from 'gatsby-plugin-image'
import React from 'react'

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

function withSizes(image: IGatsbyImageData, sizes: string): IGatsbyImageData {
  const { fallback, sources = [] } = image.images
  return {
    ...image,
    images: { fallback: fallback && { ...fallback, sizes }, sources: sources.map((s) => ({ ...s, sizes })) },
  }
}

/**
 * Every CMS image goes through here. Without image data (no file, no Cloudinary id) nothing is
 * rendered, so a page never shows a broken image. The <img> carries its width and height, and the
 * wrapper reserves the space, so nothing shifts while it loads.
 */
export function ContentImage({ image, alt, priority = 'lazy', sizes, className }: ContentImageProps): React.JSX.Element | null {
  if (!image) return null
  // GatsbyImage passes unknown props to the <img>; its types leave out width and height, which
  // the element should still carry. React 18 knows no fetchPriority, so the lower-case attribute.
  const imgAttributes = { width: image.width, height: image.height, ...(priority === 'high' ? { fetchpriority: 'high' } : {}) }
  return (
    <GatsbyImage
      image={sizes ? withSizes(image, sizes) : image}
      alt={alt}
      loading={priority === 'lazy' ? 'lazy' : 'eager'}
      className={className}
      {...(imgAttributes as Partial<GatsbyImageProps>)}
    />
  )
}
