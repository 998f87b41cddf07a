import type { HubSpotForwarding } from '../../config/site-config'
import { findForm } from '../../lib/forms'
import { encodeVariations, HUBSPOT_VARIATIONS_PROPERTY } from '../../lib/forms/variations'
import type { Submission } from './store'

/** What one delivery attempt came to. */
export type DeliveryResult =
  | { kind: 'delivered'; status: number }
  /** 5xx, 429, a time-out or a network error: worth another try. */
  | { kind: 'retry'; status?: number; error: string; retryAfterMs?: number }
  /** Any other answer (a 4xx): HubSpot will refuse it again, so it is dead-lettered at once. */
  | { kind: 'rejected'; status: number; error: string }

export interface LeadForwarder {
  /** Whether this form is forwarded at all (a GUID is configured for it). */
  forwards(formId: string): boolean
  deliver(submission: Submission): Promise<DeliveryResult>
}

/** HubSpot's property name of a field: the form's `hubspotName`, else the lower-cased name. */
function propertyName(formId: string, field: string): string {
  const spec = findForm(formId)?.fields.find((f) => f.name === field)
  return spec?.hubspotName ?? field.toLowerCase()
}

/**
 * The body of HubSpot's Forms API v3 submit endpoint
 * (https://legacydocs.hubspot.com/docs/methods/forms/submit_form_v3): contact fields
 * (`objectTypeId` 0-1) and the context that links the submission to the visitor's tracking cookie.
 */
export function hubspotPayload(submission: Submission): Record<string, unknown> {
  const context: Record<string, string> = {}
  if (submission.hutk) context.hutk = submission.hutk
  if (submission.tracking.url) context.pageUri = submission.tracking.url
  if (submission.tracking.title) context.pageName = submission.tracking.title
  if (submission.ip) context.ipAddress = submission.ip
  const fields = Object.entries(submission.fields).map(([name, value]) => ({
    objectTypeId: '0-1',
    name: propertyName(submission.formId, name),
    value,
  }))
  // The A/B variations leave the site only with the visitor's analytics consent.
  const variations = encodeVariations(submission.variations ?? {})
  if (submission.shareVariations && variations) fields.push({ objectTypeId: '0-1', name: HUBSPOT_VARIATIONS_PROPERTY, value: variations })
  return { submittedAt: String(Date.parse(submission.receivedAt)), fields, context }
}

/** Seconds or an HTTP date, as `Retry-After` allows. */
function retryAfterMs(header: string | null, now: number): number | undefined {
  if (!header) return undefined
  if (/^\d+$/.test(header)) return Number(header) * 1000
  const date = Date.parse(header)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

/** The real client: `POST {apiHost}/submissions/v3/integration/submit/{portalId}/{formGuid}`. */
export function hubspotForwarder(settings: HubSpotForwarding): LeadForwarder {
  return {
    forwards: (formId) => Boolean(settings.formGuids[formId]),
    async deliver(submission) {
      const guid = settings.formGuids[submission.formId]
      if (!guid) return { kind: 'rejected', status: 0, error: `no HubSpot form GUID for ${submission.formId}` }
      const url = `${settings.apiHost}/submissions/v3/integration/submit/${settings.portalId}/${guid}`
      let response: Response
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(hubspotPayload(submission)),
          signal: AbortSignal.timeout(settings.timeoutMs),
        })
        // The body is not used, but reading it frees the connection.
        await response.arrayBuffer()
      } catch (error) {
        // A DOMException, not always an `instanceof Error` (another realm under jest).
        const timedOut = (error as { name?: unknown } | null)?.name === 'TimeoutError'
        return { kind: 'retry', error: timedOut ? `timed out after ${settings.timeoutMs} ms` : String(error) }
      }
      if (response.ok) return { kind: 'delivered', status: response.status }
      const error = `HTTP ${response.status}`
      if (response.status === 429 || response.status >= 500) {
        return {
          kind: 'retry',
          status: response.status,
          error,
          retryAfterMs: retryAfterMs(response.headers.get('retry-after'), Date.now()),
        }
      }
      return { kind: 'rejected', status: response.status, error }
    },
  }
}
