import React, { Suspense } from 'react'
import type { LeadFormId, LeadFormSection as LeadFormSectionValue } from '../../node/cms/content-types'
import { Text } from '../laika/Text'
import { Section } from '../sections/Section'

/**
 * The form code (formik, yup, the schemas, the countries) is its own chunk, loaded only by pages
 * that place a form (docs/forms.md, "In the page"). The build renders the whole form into the
 * HTML (it waits for the chunk), so the page works without JavaScript; in the browser React keeps
 * that HTML until the chunk has loaded, then hydrates it.
 */
const LeadForm = React.lazy(() => import('./LeadForm'))

export function LeadFormSection({ section }: { section: LeadFormSectionValue }): React.JSX.Element {
  return (
    <Section heading={section.heading}>
      {/* No style of the form's here: its CSS module's class map would join every landing page's chunk. */}
      {section.text ? (
        <Text size="Lg" muted>
          {section.text}
        </Text>
      ) : null}
      <LazyLeadForm formId={section.formId} submitLabel={section.submitLabel} />
    </Section>
  )
}

/**
 * Memoised on its two strings: a re-render from above while the chunk is still loading (the
 * layout's state settling after hydration) would reach the dehydrated Suspense boundary, and React
 * would drop the server's HTML for the empty fallback (React error 421).
 */
const LazyLeadForm = React.memo(function LazyLeadForm({ formId, submitLabel }: { formId: LeadFormId; submitLabel?: string }) {
  return (
    <Suspense fallback={null}>
      <LeadForm formId={formId} submitLabel={submitLabel} />
    </Suspense>
  )
})
