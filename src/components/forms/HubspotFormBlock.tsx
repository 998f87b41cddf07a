import React from 'react'
import type { HubspotFormSection } from '../../content-model/types'
import { Heading } from '../laika/Heading'
import { Text } from '../laika/Text'
import { HubspotForm } from './HubspotForm'

/** The `hubspotForm` body block (docs/content-model.md): an optional h2 and text, then the form. */
export function HubspotFormBlock({ value }: { value: Omit<HubspotFormSection, '_type'> }): React.JSX.Element {
  return (
    <>
      {value.heading ? <Heading level={2}>{value.heading}</Heading> : null}
      {value.text ? <Text>{value.text}</Text> : null}
      <HubspotForm formId={value.formId} />
    </>
  )
}
