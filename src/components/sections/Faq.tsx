import React from 'react'
import type { FaqSection } from '../../content-model/types'
import { Text } from '../laika/Text'
import * as styles from './Faq.module.css'
import { Section } from './Section'

/**
 * Questions as a disclosure list: native <details>, closed by default, so it works before the
 * page's script runs and every browser announces it as expandable.
 */
export function Faq({ section }: { section: FaqSection }): React.JSX.Element {
  return (
    <Section heading={section.heading}>
      <div className={styles.list}>
        {section.items.map((item) => (
          <details key={item._key} className={styles.item}>
            <summary className={styles.question}>{item.question}</summary>
            <Text className={styles.answer}>{item.answer}</Text>
          </details>
        ))}
      </div>
    </Section>
  )
}
