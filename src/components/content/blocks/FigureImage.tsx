import React from 'react'
import type { IGatsbyImageData } from 'gatsby-plugin-image'
import { CONTENT_IMAGE_SIZES } from '../../../lib/media/image-sizes'
import { ContentImage } from '../../media/ContentImage'
import * as styles from './FigureImage.module.css'

interface FigureImageProps {
  image?: { gatsbyImageData?: IGatsbyImageData | null; alt?: string | null } | null
  caption?: string | null
}

/** The `figureImage` body block (SPEC 3.3): an image and its optional caption. */
export function FigureImage({ image, caption }: FigureImageProps): React.JSX.Element {
  return (
    <figure className={styles.figure}>
      <ContentImage image={image?.gatsbyImageData} alt={image?.alt ?? caption ?? ''} sizes={CONTENT_IMAGE_SIZES} />
      {caption ? <figcaption>{caption}</figcaption> : null}
    </figure>
  )
}
