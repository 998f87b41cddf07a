import type { RebuildSettings } from '../../config/site-config'

/** The `repository_dispatch` event type the workflow listens to (.github/workflows/site.yml). */
export const DISPATCH_EVENT_TYPE = 'cms-publish'

/** How long the webhook waits for the rebuild service before answering 502. */
export const REBUILD_TIMEOUT_MS = 10_000

/** The rebuild service failed or did not answer; the webhook answers 502 so the CMS retries. */
export class RebuildError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'RebuildError'
  }
}

/** Starts a rebuild of the site. One interface, two services (docs/publishing.md). */
export interface RebuildTrigger {
  /** A description for logs, e.g. "build hook https://…" (never the token). */
  readonly target: string
  trigger(documentId: string | undefined): Promise<void>
}

type Fetch = typeof fetch

async function post(
  fetchImpl: Fetch,
  url: string,
  headers: Record<string, string>,
  body: unknown,
  expected: (status: number) => boolean,
): Promise<void> {
  let response: Response
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(REBUILD_TIMEOUT_MS),
    })
  } catch (err) {
    throw new RebuildError(`no answer (${(err as Error).message})`)
  }
  // Read the body so the connection is released; its text helps the log.
  const text = await response.text().catch(() => '')
  if (!expected(response.status)) {
    throw new RebuildError(`status ${response.status}${text ? `: ${text.slice(0, 200)}` : ''}`)
  }
}

/**
 * A build hook (Netlify's, or any URL that starts a build on POST) receives the document id in a
 * JSON body; GitHub's `POST /repos/{owner}/{repo}/dispatches` answers 204 and starts the workflow's
 * `repository_dispatch` run with the document id in `client_payload`.
 */
export function createRebuildTrigger(settings: RebuildSettings, fetchImpl: Fetch = fetch): RebuildTrigger {
  if (settings.kind === 'build-hook') {
    return {
      target: `build hook ${new URL(settings.url).origin}`,
      trigger: (documentId) => post(fetchImpl, settings.url, {}, { documentId: documentId ?? null }, (s) => s >= 200 && s < 300),
    }
  }
  return {
    target: `GitHub repository_dispatch on ${settings.repository}`,
    trigger: (documentId) =>
      post(
        fetchImpl,
        `${settings.apiUrl}/repos/${settings.repository}/dispatches`,
        {
          accept: 'application/vnd.github+json',
          authorization: `Bearer ${settings.token}`,
          'x-github-api-version': '2022-11-28',
          'user-agent': 'threshold-cms-webhook',
        },
        { event_type: DISPATCH_EVENT_TYPE, client_payload: { documentId: documentId ?? null } },
        (s) => s >= 200 && s < 300,
      ),
  }
}
