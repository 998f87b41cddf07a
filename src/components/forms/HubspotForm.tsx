import React, { useEffect, useId, useState } from 'react'
import { buildValues } from '../../config/public-settings'
import { hubspotEmbedView } from '../../lib/forms/hubspot-embed'
import { useFormThemeClass } from '../ab-testing/use-ab-variation'
import { useConsent } from '../consent/ConsentProvider'
import { classes } from '../laika/classes'
import { Text } from '../laika/Text'
import { SiteLink } from '../links/SiteLink'
import * as styles from './HubspotForm.module.css'

/** Where a visitor without the embedded form can still reach us. */
const FALLBACK_HREF = '/quote'

/**
 * A HubSpot form (SPEC 4.6, 7.9), from a `hubspotForm` body block or section. HubSpot's forms
 * script loads only after consent and only where such a form is; until then, or with no portal
 * configured, a short message links to the quote form. Submits are announced to the dataLayer with
 * form_id; the A/B form theme (SPEC 4.7) puts its class on the form and its container.
 */
export function HubspotForm({ formId, className }: { formId: string; className?: string }): React.JSX.Element {
  const settings = buildValues.settings.hubspotForms
  const { choice } = useConsent()
  const view = hubspotEmbedView(settings !== null, choice)
  const themeClass = useFormThemeClass()
  const targetId = `hs-form-${useId().replace(/[^\w-]/g, '')}`
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading')

  useEffect(() => {
    if (view !== 'form' || !settings) return
    let current = true
    // The embedding code is a chunk of its own, fetched only here, after consent.
    import('./load-hubspot-forms')
      .then(({ embedHubspotForm }) =>
        embedHubspotForm({
          scriptUrl: settings.scriptUrl,
          portalId: settings.portalId,
          formId,
          targetId,
          themeClass,
          isCurrent: () => current,
          onReady: () => setStatus('ready'),
        }),
      )
      .catch(() => current && setStatus('failed'))
    return () => {
      current = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the form is created once; a later theme change reaches it through the container's class
  }, [view, formId, targetId, settings])

  if (view !== 'form' || status === 'failed') {
    return (
      <div className={classes(styles.embed, styles.fallback, className)} data-hubspot-form={formId} data-view={view}>
        <Text>
          {view === 'needs-consent'
            ? 'This form is provided by HubSpot and appears once you accept cookies. '
            : 'This form is not available right now. '}
          You can also <SiteLink href={FALLBACK_HREF}>request a quote</SiteLink> and we will get back to you.
        </Text>
      </div>
    )
  }
  // SPEC 4.7: under the brand's theme, HubSpot's fields take Laika's one control look.
  return (
    <div
      className={classes(styles.embed, themeClass, themeClass && styles.themedFields, className)}
      data-hubspot-form={formId}
      data-view={view}
    >
      {status === 'loading' ? (
        <Text muted role="status">
          Loading the form…
        </Text>
      ) : null}
      <div id={targetId} />
    </div>
  )
}
