import React from 'react'
import { Heading } from '../laika/Heading'
import { Text } from '../laika/Text'
import * as styles from './docs.module.css'

interface DocsPageProps {
  title: string
  intro: React.ReactNode
  children: React.ReactNode
}

/** The frame of a documentation page: its title, a lead paragraph, then its sections. */
export function DocsPage({ title, intro, children }: DocsPageProps): React.JSX.Element {
  return (
    <article className={styles.page}>
      <Heading level={1}>{title}</Heading>
      <Text size="Lg" muted>
        {intro}
      </Text>
      {children}
    </article>
  )
}

/** A titled section of a documentation page. */
export function DocsSection({ title, children }: { title: string; children: React.ReactNode }): React.JSX.Element {
  return (
    <section className={styles.section}>
      <Heading level={2}>{title}</Heading>
      {children}
    </section>
  )
}
