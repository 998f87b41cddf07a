import React, { useId } from 'react'
import { buildValues } from '../../config/public-settings'
import { site } from '../../config/site-config'
import { useIsland } from '../../islands/page-islands'
import { HUBSPOT_FALLBACK_LEAD, type HubspotEmbedView } from '../../lib/forms/hubspot-embed'
import { classes } from '../laika/classes'
import { Text } from '../laika/Text'
import { SiteLink } from '../links/SiteLink'
import * as styles from './HubspotForm.module.css'

/** Where a visitor without the embedded form can still reach us. */
const FALLBACK_HREF = '/quote'

/** What the form's island needs (hubspot-form.island.ts): the form, the portal and the script, and the A/B form theme. */
export interface HubspotFormProps {
  formId: string
  portalId: string
  scriptUrl: string
  theme: {
    /** SPEC 4.7: the campaign and the variation under which the form takes the brand's theme. */
    campaign: string
    variation: string
    /** The class HubSpot puts on its form (`cssClass`). */
    formClass: string
    /** The classes of the form's container: the theme's, and Laika's one control look for HubSpot's fields. */
    containerClass: string
  }
}

/**
 * A HubSpot form (SPEC 4.6, 7.9), from a `hubspotForm` body block or section. Its island
 * (hubspot-form.island.ts) loads HubSpot's forms script only after consent and only where such a
 * form is; until then, or with no portal configured, a short message links to the quote form.
 * Submits are announced to the dataLayer with form_id; the A/B form theme (SPEC 4.7) puts its class
 * on the form and its container. The stylesheet follows `data-view`.
 */
export function HubspotForm({ formId, className }: { formId: string; className?: string }): React.JSX.Element {
  const settings = buildValues.settings.hubspotForms
  if (!settings) return <Embed formId={formId} view="unavailable" className={className} />
  const { formThemeCampaign, formThemeVariation, formThemeClass } = site.marketingAutomation
  const props: HubspotFormProps = {
    formId,
    portalId: settings.portalId,
    scriptUrl: settings.scriptUrl,
    theme: {
      campaign: formThemeCampaign,
      variation: formThemeVariation,
      formClass: formThemeClass,
      containerClass: classes(formThemeClass, styles.themedFields),
    },
  }
  return <EmbedIsland props={props} className={className} />
}

/** Before consent: the message; the island shows the form's place once the visitor accepts. */
function EmbedIsland({ props, className }: { props: HubspotFormProps; className?: string }): React.JSX.Element {
  const island = useIsland('hubspot-form', { props })
  const targetId = `hs-form-${useId().replace(/[^\w-]/g, '')}`
  return (
    <Embed formId={props.formId} view="needs-consent" className={className} island={island}>
      {/* The form's place, shown once the visitor accepts: HubSpot's script renders into the target. */}
      <div data-hubspot-embed="" hidden>
        <Text muted role="status">
          Loading the form…
        </Text>
        <div id={targetId} />
      </div>
    </Embed>
  )
}

function Embed({
  formId,
  view,
  className,
  island,
  children,
}: {
  formId: string
  view: Exclude<HubspotEmbedView, 'form'>
  className?: string
  island?: Record<string, string>
  children?: React.ReactNode
}): React.JSX.Element {
  return (
    <div className={classes(styles.embed, className)} data-hubspot-form={formId} data-view={view} {...island}>
      <Text data-hubspot-message="">
        <span>{HUBSPOT_FALLBACK_LEAD[view]}</span>
        You can also <SiteLink href={FALLBACK_HREF}>request a quote</SiteLink> and we will get back to you.
      </Text>
      {children}
    </div>
  )
}
