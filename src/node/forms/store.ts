/**
 * The forms store: one interface, two backends (docs/forms.md). lmdb is the embedded
 * default (`FORMS_DATA_DIR`); PostgreSQL is used when `DATABASE_URL` is set. The same test suite
 * runs on both. A submission and its outbox entry are written in one transaction, and every
 * write resolves only after it is committed, so a 2xx answer means the lead is on disk.
 */

/**
 * none: nothing to forward (no HubSpot form configured, or spam); pending: in the outbox;
 * delivered: HubSpot accepted it; dead: the last attempt failed or HubSpot refused it for good.
 */
export type DeliveryState = 'none' | 'pending' | 'delivered' | 'dead'

export interface DeliveryAttempt {
  at: string
  outcome: 'delivered' | 'retry' | 'rejected'
  /** HTTP status, when HubSpot answered. */
  status?: number
  /** Why it failed: status text, time-out or network error. */
  error?: string
  durationMs: number
}

export interface Tracking {
  url?: string
  title?: string
  /** The marketing-automation tracking cookie (hutk), SPEC 3.8. */
  info?: string
  embeddedUserId?: string
}

export interface Submission {
  /** The client-generated id: the idempotency key. */
  id: string
  tenant: string
  formId: string
  /** ISO 8601, milliseconds. */
  receivedAt: string
  /** The form's fields and smart fields, validated. */
  fields: Record<string, string>
  tracking: Tracking
  /** The hutk, indexed for the smart-fields endpoint; '' when unknown. */
  hutk: string
  ip: string
  /**
   * The visitor's active A/B variation per campaign, stored whatever the consent (the
   * site's own record of which version led to the lead, docs/consent.md). Records stored before
   * the field existed lack it (read as none); {} when the page had no campaign or no script.
   */
  variations: Record<string, string>
  /** The visitor had accepted analytics cookies: only then are the variations forwarded to HubSpot. */
  shareVariations: boolean
  /** The honeypot was filled: kept for review, never forwarded. */
  spam: boolean
  /** Hash of what was submitted, to tell a retry from another submission under the same id. */
  digest: string
  delivery: {
    state: DeliveryState
    attempts: DeliveryAttempt[]
    nextAttemptAt?: string
  }
}

export interface StoreStats {
  total: number
  spam: number
  byForm: Record<string, number>
  byDelivery: Record<DeliveryState, number>
}

export interface FormsStore {
  readonly kind: 'lmdb' | 'postgres'
  /** Stores the submission unless its id is taken; `created` says which. Resolves after commit. */
  insert(submission: Submission): Promise<{ created: boolean; submission: Submission }>
  get(id: string): Promise<Submission | undefined>
  /** Every submission received at or after `since`, oldest first. */
  list(options?: { since?: Date }): Promise<Submission[]>
  /** Names of the fields this visitor (hutk) has answered in earlier submissions of the form. */
  answeredFields(formId: string, hutk: string): Promise<Set<string>>
  /**
   * Leases up to `limit` pending submissions whose next attempt is due, so that two workers
   * (the server and `leads retry`) never send the same one at once; with `only`, that one alone.
   */
  claimDue(now: Date, leaseMs: number, limit: number, only?: string): Promise<Submission[]>
  /** Appends an attempt, sets the resulting state and releases the lease. */
  recordAttempt(id: string, attempt: DeliveryAttempt, next: { state: DeliveryState; nextAttemptAt?: Date }): Promise<void>
  /** Puts dead-lettered submissions back in the outbox, due now; returns how many. */
  requeueDead(now: Date): Promise<number>
  stats(): Promise<StoreStats>
  close(): Promise<void>
}

export function emptyStats(): StoreStats {
  return { total: 0, spam: 0, byForm: {}, byDelivery: { none: 0, pending: 0, delivered: 0, dead: 0 } }
}
