import React from 'react'
import { buildValues } from '../../config/public-settings'
import { site } from '../../config/site-config'
import { useIsland } from '../../islands/page-islands'

/** What the tracking script's island needs: the script's URL, and the id that keeps it to one element. */
export interface TrackingScriptProps {
  url: string
  id: string
}

/**
 * The marketing-automation tracking script (SPEC 2.1, 7.10), for the classic layout: its island
 * (tracking-script.island.ts) adds it when the layout's page loads with consent, or when the
 * visitor accepts on it, never before consent. Its URL is a setting (docs/consent.md); without one
 * there is no island. The island's root is an empty hidden element: there is nothing to show.
 */
export function TrackingScript(): React.JSX.Element | null {
  const url = buildValues.settings.trackingScriptUrl
  return url ? <TrackingScriptRoot url={url} id={site.marketingAutomation.trackingScriptId} /> : null
}

function TrackingScriptRoot(props: TrackingScriptProps): React.JSX.Element {
  return <span hidden {...useIsland('tracking-script', { props })} />
}
