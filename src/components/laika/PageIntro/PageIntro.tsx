import React from 'react'
import { Heading } from '../Heading'
import { Text } from '../Text'
import * as styles from './PageIntro.module.css'

interface PageIntroProps {
  /** The page's h1. */
  title: React.ReactNode
  /** The lead paragraph under it. */
  lead?: React.ReactNode
  /** Anything more the intro holds (a line of links); a page that is all intro, its content. */
  children?: React.ReactNode
  /** `article` for a short page that is all intro (the academy's about page). */
  as?: 'header' | 'article'
}

/**
 * The intro of a page without a hero (the collections, the learning hub, downloads, legal, the
 * academy): its title and lead text at a reading width, and any extras after them.
 */
export function PageIntro({ title, lead, children, as: Tag = 'header' }: PageIntroProps): React.JSX.Element {
  return (
    <Tag className={styles.intro}>
      <Heading level={1} size="Xxl">
        {title}
      </Heading>
      {lead ? <Text>{lead}</Text> : null}
      {children}
    </Tag>
  )
}
