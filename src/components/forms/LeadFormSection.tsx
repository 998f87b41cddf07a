import React, { Suspense, useEffect, useRef, useState } from 'react'
import type { LeadFormId, LeadFormSection as LeadFormSectionValue } from '../../content-model/types'
import { preloadOnServer } from '../hydration/server-preload'
import { Text } from '../laika/Text'
import { Section } from '../sections/Section'
import { useIsland } from '../hydration/Static'

/**
 * The form code (formik, yup, the schemas, the countries) is its own chunk, loaded only by pages
 * that place a form (docs/forms.md, "In the page").
 */
const loadLeadForm = () => import('./LeadForm')
const ServerLeadForm = React.lazy(loadLeadForm)
/** The build renders the form itself, in place (server-preload.ts). */
const serverLeadForm = preloadOnServer(loadLeadForm)

type LeadFormComponent = Awaited<ReturnType<typeof loadLeadForm>>['default']

export function LeadFormSection({ section }: { section: LeadFormSectionValue }): React.JSX.Element {
  useIsland('LeadFormSection')
  return (
    <Section heading={section.heading}>
      {/* No style of the form's here: its CSS module's class map would join every landing page's chunk. */}
      {section.text ? (
        <Text size="Lg" muted>
          {section.text}
        </Text>
      ) : null}
      <FormIsland formId={section.formId} submitLabel={section.submitLabel} redirectUrl={section.redirectUrl} errorRedirectUrl={section.errorRedirectUrl} />
    </Section>
  )
}

/**
 * The build renders the whole form into the HTML (the HTML renderer waits for the lazy chunk), so
 * the page works without JavaScript. In the browser the form is an island: hydration keeps the
 * server's markup untouched (an empty `dangerouslySetInnerHTML`; a Suspense boundary would be
 * dropped for its fallback by any context change above it before the chunk arrives, React error
 * 421), then the loaded form replaces it, keeping what the visitor had typed and where focus was.
 */
type FormProps = { formId: LeadFormId; submitLabel?: string; redirectUrl?: string; errorRedirectUrl?: string }

function FormIsland(props: FormProps): React.JSX.Element {
  const island = useRef<HTMLDivElement>(null)
  const [loaded, setLoaded] = useState<{ Form: LeadFormComponent; values: Record<string, string>; focus: string } | null>(null)

  useEffect(() => {
    let live = true
    loadLeadForm()
      .then(({ default: Form }) => {
        if (!live) return
        const form = island.current?.querySelector('form')
        const values: Record<string, string> = {}
        if (form) new FormData(form).forEach((value, name) => typeof value === 'string' && (values[name] = value))
        const focus = document.activeElement && island.current?.contains(document.activeElement) ? document.activeElement.id : ''
        setLoaded({ Form, values, focus })
      })
      .catch(() => undefined) // The server's form still posts natively.
    return () => {
      live = false
    }
  }, [])

  useEffect(() => {
    if (loaded?.focus) document.getElementById(loaded.focus)?.focus()
  }, [loaded])

  if (typeof window === 'undefined') {
    const Preloaded = serverLeadForm()?.default
    return (
      <div>
        <Suspense fallback={null}>{Preloaded ? <Preloaded {...props} /> : <ServerLeadForm {...props} />}</Suspense>
      </div>
    )
  }
  if (!loaded) return <div ref={island} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />
  const { Form, values } = loaded
  return (
    <div ref={island}>
      <Form {...props} carried={values} />
    </div>
  )
}
