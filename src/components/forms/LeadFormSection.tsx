import React, { Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { LeadFormId, LeadFormSection as LeadFormSectionValue } from '../../content-model/types'
import { EARLY_PENDING_ATTRIBUTE } from '../../lib/hydration/early-clicks'
import { preloadOnServer } from '../hydration/server-preload'
import { Text } from '../laika/Text'
import { Section } from '../sections/Section'
import { useIsland } from '../hydration/Static'
import type { LeadFormArrival } from './LeadForm'

/**
 * The form code (formik, yup, the schemas, the countries) is its own chunk, loaded only where a
 * form is placed, once the visitor uses it (docs/forms.md, "Loading"). Named: Gatsby names the
 * chunk of what two lazily loaded chunks share after their names, so every module shared by two
 * unnamed ones (yup, between this and the newsletter's validation; the newsletter's texts, between
 * its form and its validation) went into one chunk, and the footer's newsletter brought yup to
 * every page.
 */
const loadLeadForm = () => import(/* webpackChunkName: "lead-form" */ './LeadForm')
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
      <FormIsland
        formId={section.formId}
        submitLabel={section.submitLabel}
        redirectUrl={section.redirectUrl}
        errorRedirectUrl={section.errorRedirectUrl}
      />
    </Section>
  )
}

/**
 * The build renders the whole form into the HTML (the HTML renderer waits for the lazy chunk), so
 * the page works without JavaScript. In the browser the form is an island: hydration keeps the
 * server's markup untouched (an empty `dangerouslySetInnerHTML`; a Suspense boundary would be
 * dropped for its fallback by any context change above it before the chunk arrives, React error
 * 421), and the form's code (formik, yup, the schemas) is loaded on the visitor's first move in the
 * form, not with the page (docs/forms.md, "Loading"). The loaded form then replaces the server's,
 * keeping what the visitor had typed and where focus was; a submit made while the code loaded is
 * held and made again by the loaded form.
 */
type FormProps = { formId: LeadFormId; submitLabel?: string; redirectUrl?: string; errorRedirectUrl?: string }

/** The visitor's first move in the form, which loads its code: before that, a page with a form loads none of it. */
const FIRST_USE = ['focusin', 'pointerdown', 'keydown', 'input'] as const

function FormIsland(props: FormProps): React.JSX.Element {
  const island = useRef<HTMLDivElement>(null)
  const [loaded, setLoaded] = useState<{ Form: LeadFormComponent; arrived: LeadFormArrival; focus: string } | null>(null)

  useEffect(() => {
    const root = island.current
    const form = root?.querySelector('form')
    if (!root || !form) return undefined
    const submit = form.querySelector('[type="submit"]')
    let live = true
    let started = false
    let held = false
    // From hydration on the form's own messages apply, not the browser's bubbles: a submit waits for them.
    form.noValidate = true
    const release = (): void => {
      for (const type of FIRST_USE) root.removeEventListener(type, start)
      form.removeEventListener('submit', hold)
    }
    const start = (): void => {
      if (started) return
      started = true
      loadLeadForm()
        .then(({ default: Form }) => {
          if (!live) return
          release()
          const values: Record<string, string> = {}
          new FormData(form).forEach((value, name) => typeof value === 'string' && (values[name] = value))
          const focus = document.activeElement && root.contains(document.activeElement) ? document.activeElement.id : ''
          setLoaded({ Form, arrived: { values, submit: held }, focus })
        })
        .catch(() => {
          // The code could not load: the server's form is sent as without JavaScript, the held submit too.
          if (!live) return
          release()
          form.noValidate = false
          submit?.removeAttribute(EARLY_PENDING_ATTRIBUTE)
          form.removeAttribute('aria-busy')
          if (held) form.requestSubmit()
        })
    }
    const hold = (event: Event): void => {
      event.preventDefault()
      // One submit is held; a second click sends nothing more (SPEC 4.5).
      if (held) return
      held = true
      submit?.setAttribute(EARLY_PENDING_ATTRIBUTE, '')
      form.setAttribute('aria-busy', 'true')
      start()
    }
    for (const type of FIRST_USE) root.addEventListener(type, start)
    form.addEventListener('submit', hold)
    // Already in use before the page was hydrated (a field has the focus): load now.
    if (root.contains(document.activeElement)) start()
    return () => {
      live = false
      release()
    }
  }, [])

  // A layout effect: the focus is back before the next keystroke could reach the page's body.
  useLayoutEffect(() => {
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
  const { Form, arrived } = loaded
  return (
    <div ref={island}>
      <Form {...props} arrived={arrived} />
    </div>
  )
}
