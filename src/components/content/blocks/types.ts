import type { PortableTextBlock } from '@portabletext/react'
import type { IGatsbyImageData } from 'gatsby-plugin-image'

/** Body block values as the build hands them to the page (SPEC 3.3; src/node/content/resolvers.ts). */
export interface ImageValue {
  alt?: string | null
  gatsbyImageData?: IGatsbyImageData | null
}

interface ButtonValue {
  _key?: string
  text: string
  href: string
  newTab?: boolean
}

export interface BannerContent {
  headingAlt?: string
  text?: string
  buttons?: ButtonValue[]
  mainImage?: ImageValue | null
}

export interface QuoteAuthor {
  name: string
  jobTitle?: string
  company?: { name?: string } | null
  image?: ImageValue | null
}

export type RichText = PortableTextBlock[]
