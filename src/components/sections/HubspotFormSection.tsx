import React from 'react'
import type { HubspotFormSection as HubspotFormSectionValue } from '../../content-model/types'
import { HubspotForm } from '../forms/HubspotForm'
import { Text } from '../laika/Text'
import { Section } from './Section'
import * as styles from './HubspotFormSection.module.css'

/** An embedded HubSpot form in a readable column (SPEC 4.6, 7.9). */
export function HubspotFormSection({ section }: { section: HubspotFormSectionValue }): React.JSX.Element {
  return (
    <Section heading={section.heading} className={styles.column}>
      {section.text ? <Text muted>{section.text}</Text> : null}
      <HubspotForm formId={section.formId} />
    </Section>
  )
}
