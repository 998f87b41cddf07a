import React from 'react'
import type { HubspotFormSection } from '../../content-model/types'
import { Heading } from '../laika/Heading'
import { Text } from '../laika/Text'
import { Section } from '../sections/Section'
import { HubspotForm } from './HubspotForm'
import * as styles from './HubspotFormBlock.module.css'

interface HubspotFormBlockProps {
  value: Omit<HubspotFormSection, '_type'>
  /** A landing-page section (SPEC 4.6, 7.9) or a body block (docs/content-model.md). */
  placement: 'body' | 'section'
}

/**
 * An embedded HubSpot form with an optional h2 and text: as a landing-page section, in the
 * section's frame and a readable column; in a body, in the body's flow.
 */
export function HubspotFormBlock({ value, placement }: HubspotFormBlockProps): React.JSX.Element {
  if (placement === 'section') {
    return (
      <Section heading={value.heading} className={styles.column}>
        {value.text ? <Text muted>{value.text}</Text> : null}
        <HubspotForm formId={value.formId} />
      </Section>
    )
  }
  return (
    <>
      {value.heading ? <Heading level={2}>{value.heading}</Heading> : null}
      {value.text ? <Text>{value.text}</Text> : null}
      <HubspotForm formId={value.formId} />
    </>
  )
}
