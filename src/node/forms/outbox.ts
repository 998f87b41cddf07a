import type { HubSpotForwarding } from '../../config/site-config'
import type { LeadForwarder } from './hubspot'
import type { DeliveryAttempt, FormsStore } from './store'

/** The longest wait between two attempts. */
const MAX_DELAY_MS = 60 * 60 * 1000

/**
 * Exponential backoff with jitter: the n-th retry (n from 1) waits base·2^(n-1), capped at an
 * hour, times a random factor in [0.5, 1), so clients that failed together do not retry together.
 */
export function backoffMs(retry: number, baseMs: number, random: () => number = Math.random): number {
  const exponential = Math.min(MAX_DELAY_MS, baseMs * 2 ** Math.max(0, retry - 1))
  return Math.round(exponential * (0.5 + random() / 2))
}

export interface OutboxOptions extends Pick<HubSpotForwarding, 'maxAttempts' | 'retryBaseMs' | 'timeoutMs'> {
  random?: () => number
}

/** Which due submissions a run delivers: `only` that one; none claimed after the time `until` (ms). */
export interface DeliveryScope {
  only?: string
  until?: number
}

/**
 * Delivers every due submission once: leases a batch, sends each, records every attempt. A
 * success is `delivered`; a refusal (4xx) or the last failed attempt is `dead` (kept, exported,
 * `leads retry` sends it again); any other failure is retried after `backoffMs`.
 * Returns how many submissions were attempted.
 */
export async function deliverDue(
  store: FormsStore,
  forwarder: LeadForwarder,
  options: OutboxOptions,
  now: () => Date = () => new Date(),
  scope: DeliveryScope = {},
): Promise<number> {
  let attempted = 0
  // A lease outlives the slowest attempt, so no other worker takes a submission being sent.
  const leaseMs = options.timeoutMs * 2 + 5_000
  for (;;) {
    if (scope.until !== undefined && now().getTime() > scope.until) return attempted
    const batch = await store.claimDue(now(), leaseMs, 20, scope.only)
    if (batch.length === 0) return attempted
    attempted += batch.length
    await Promise.all(
      batch.map(async (submission) => {
        const started = now()
        const result = await forwarder.deliver(submission)
        const finished = now()
        const attempt: DeliveryAttempt = {
          at: started.toISOString(),
          outcome: result.kind,
          durationMs: finished.getTime() - started.getTime(),
          ...(result.kind === 'delivered' ? { status: result.status } : { status: result.status, error: result.error }),
        }
        const attempts = submission.delivery.attempts.length + 1
        if (result.kind === 'delivered') {
          await store.recordAttempt(submission.id, attempt, { state: 'delivered' })
        } else if (result.kind === 'rejected' || attempts >= options.maxAttempts) {
          await store.recordAttempt(submission.id, attempt, { state: 'dead' })
        } else {
          const delay = Math.max(backoffMs(attempts, options.retryBaseMs, options.random), result.retryAfterMs ?? 0)
          await store.recordAttempt(submission.id, attempt, {
            state: 'pending',
            nextAttemptAt: new Date(finished.getTime() + delay),
          })
        }
      }),
    )
  }
}

export interface OutboxWorker {
  /** Delivers now (after a new submission), without waiting for the next poll. */
  kick(): void
  /** Resolves when the current run, if any, has finished. */
  idle(): Promise<void>
  stop(): void
}

/**
 * Runs `deliverDue` in the background: on `kick()` and every `pollMs`, one run at a time. The
 * server starts it with its first request; a restarted server therefore resumes the outbox,
 * including whatever a `kill -9` interrupted.
 */
export function startOutboxWorker(store: FormsStore, forwarder: LeadForwarder, options: OutboxOptions, pollMs = 1_000): OutboxWorker {
  let running: Promise<void> | undefined
  let again = false
  const run = (): void => {
    if (running) {
      again = true
      return
    }
    running = deliverDue(store, forwarder, options)
      .then(() => undefined)
      .catch((error: unknown) => console.error(`forms outbox: ${String(error)}`))
      .finally(() => {
        running = undefined
        if (again) {
          again = false
          run()
        }
      })
  }
  const timer = setInterval(run, pollMs)
  // The poll must not keep a CLI or a test process alive.
  timer.unref()
  run()
  return {
    kick: run,
    idle: async () => {
      while (running) await running
    },
    stop: () => clearInterval(timer),
  }
}
