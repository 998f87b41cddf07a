import React from 'react'
import { ContentImage } from '../../media/ContentImage'
import type { ImageValue, QuoteAuthor } from '../../../content-model/types'
import * as styles from './AuthorQuote.module.css'

/** SPEC 3.3: an authorQuote describes its author as 'jobTitle @ company name'. */
export function describeAuthor(author?: QuoteAuthor | null): string {
  if (!author) return ''
  return [author.jobTitle, author.company?.name].filter(Boolean).join(' @ ')
}

interface QuoteProps {
  author?: QuoteAuthor | null
  /** The line under the name. */
  description?: string
  image?: ImageValue | null
  children: React.ReactNode
}

/** A quote with its author: authorQuote (name, 'jobTitle @ company') and authorQuoteBlock (name, jobTitle, image). */
export function Quote({ author, description, image, children }: QuoteProps): React.JSX.Element {
  return (
    <figure className={styles.quote}>
      <blockquote>{children}</blockquote>
      <figcaption className={styles.caption}>
        <ContentImage image={image?.gatsbyImageData} alt={image?.alt ?? ''} className={styles.avatar} sizes="56px" />
        <span className={styles.name}>{author?.name}</span> {description ? <span>{description}</span> : null}
      </figcaption>
    </figure>
  )
}
