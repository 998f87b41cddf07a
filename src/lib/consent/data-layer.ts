/** What the tag manager reads: the window's `dataLayer`, created by the first push when no script has made it yet. */
export interface DataLayerHolder {
  dataLayer?: unknown[]
}

/**
 * Pushes one entry to the tag manager's dataLayer: the lead forms' and HubSpot forms' submit events
 * (SPEC 4.5, 4.6). The A/B head script pushes its own, being a self-contained inline script.
 */
export function pushToDataLayer(entry: unknown, holder: DataLayerHolder = window as DataLayerHolder): void {
  ;(holder.dataLayer ??= []).push(entry)
}
