import React from 'react'
import type { StepsSection } from '../../content-model/types'
import { Heading } from '../laika/Heading'
import { Text } from '../laika/Text'
import * as styles from './Steps.module.css'
import { Section } from './Section'

/** A numbered process: an ordered list, so the numbers are read out as well as drawn. */
export function Steps({ section }: { section: StepsSection }): React.JSX.Element {
  return (
    <Section heading={section.heading}>
      <ol className={styles.steps}>
        {section.items.map((item) => (
          <li key={item._key} className={styles.step}>
            <Heading level={3} size="Lg" className={styles.title}>
              {item.title}
            </Heading>
            <Text muted className={styles.text}>
              {item.text}
            </Text>
          </li>
        ))}
      </ol>
    </Section>
  )
}
