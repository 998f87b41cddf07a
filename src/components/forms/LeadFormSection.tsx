import React from 'react'
import type { LeadFormSection as LeadFormSectionValue } from '../../content-model/types'
import { ComponentIsland } from '../../islands/ComponentIsland'
import { Text } from '../laika/Text'
import { Section } from '../sections/Section'
import LeadForm from './LeadForm'

/**
 * A lead form's section. The build renders the whole form, so the page works without JavaScript;
 * in the browser the form is an island whose code (formik, yup, the schemas, the countries) loads on
 * the visitor's first move in the form, not with the page (docs/forms.md, "Loading"; the island's
 * mount: lead-form.island.tsx).
 */
export function LeadFormSection({ section }: { section: LeadFormSectionValue }): React.JSX.Element {
  const props = {
    formId: section.formId,
    ...(section.submitLabel ? { submitLabel: section.submitLabel } : {}),
    ...(section.redirectUrl ? { redirectUrl: section.redirectUrl } : {}),
    ...(section.errorRedirectUrl ? { errorRedirectUrl: section.errorRedirectUrl } : {}),
  }
  return (
    <Section heading={section.heading}>
      {section.text ? (
        <Text size="Lg" muted>
          {section.text}
        </Text>
      ) : null}
      <ComponentIsland name="lead-form" component={LeadForm} props={props} load="interaction" />
    </Section>
  )
}
