import React from 'react'
import { ContentImage } from '../../media/ContentImage'
import type { ImageValue, QuoteAuthor } from './types'

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
    <figure className="quote">
      <blockquote>{children}</blockquote>
      <figcaption>
        <ContentImage image={image?.gatsbyImageData} alt={image?.alt ?? ''} className="quote__avatar" sizes="56px" />
        <span className="quote__name">{author?.name}</span> {description ? <span className="quote__role">{description}</span> : null}
      </figcaption>
    </figure>
  )
}
