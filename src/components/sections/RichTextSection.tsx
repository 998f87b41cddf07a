import React from 'react'
import type { RichTextSection as RichTextValue } from '../../content-model/types'
import { Body } from '../content/Body'
import * as styles from './RichTextSection.module.css'
import { Section } from './Section'

/** Portable text in a readable measure, rendered by the same Body as articles. */
export function RichTextSection({ section }: { section: RichTextValue }): React.JSX.Element {
  return (
    <Section heading={section.heading} className={styles.richText}>
      <Body value={section.body} />
    </Section>
  )
}
