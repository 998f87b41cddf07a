import { useState } from 'react'
import type { DocumentActionComponent, DocumentActionsContext } from 'sanity'
import { site } from '../src/config/site-config'
import { slugChangeMutations, type RedirectMutation } from '../src/lib/navigation/redirects'

/** The part of a Sanity client this uses: the Studio's own, or one pointed at the tests' stand-in. */
export interface RedirectClient {
  fetch<T>(query: string, params: Record<string, unknown>): Promise<T>
  mutate(mutations: RedirectMutation[], options: { visibility: 'sync' }): Promise<unknown>
}

/** The published redirects, as `slugChangeMutations` reads them. */
export const REDIRECTS_QUERY = '*[_type == "redirect" && !(_id in path("drafts.**"))]{ "id": _id, from, to }'

const hrefOf = (document: Record<string, unknown> | null | undefined): string | undefined =>
  typeof document?.href === 'string' ? document.href : undefined

/**
 * Before a page is published: when its address changed (the published href against the draft's),
 * the redirects that keep the old address working in one hop (slugChangeMutations), saved in one
 * transaction. Answers the mutations made; none when the address is unchanged or the page new.
 */
export async function keepOldAddress(
  client: RedirectClient,
  published: Record<string, unknown> | null | undefined,
  draft: Record<string, unknown> | null | undefined,
): Promise<RedirectMutation[]> {
  const before = hrefOf(published)
  const after = hrefOf(draft)
  if (!before || !after || before === after) return []
  const redirects = await client.fetch<{ id: string; from: string; to: string }[]>(REDIRECTS_QUERY, {})
  const mutations = slugChangeMutations(before, after, redirects)
  if (mutations.length > 0) await client.mutate(mutations, { visibility: 'sync' })
  return mutations
}

/**
 * The page types' Publish (docs/studio.md, "Redirects when an address changes"): Sanity's own
 * action, which first saves the redirect from the page's old address, with the editor's session.
 * When that fails, nothing is published and the editor is told why; the draft stays as it was.
 */
export function publishKeepingOldAddress(publish: DocumentActionComponent, context: DocumentActionsContext): DocumentActionComponent {
  const action: DocumentActionComponent = (props) => {
    const [failure, setFailure] = useState<string>()
    const description = publish(props)
    if (!description) return description
    return {
      ...description,
      onHandle: () => {
        const client = context.getClient({ apiVersion: site.cms.apiVersion })
        keepOldAddress(client, props.published, props.draft).then(
          () => description.onHandle?.(),
          (error: unknown) =>
            setFailure(`The redirect from the old address could not be saved, so the page was not published: ${String(error)}`),
        )
      },
      dialog: failure
        ? { type: 'dialog', header: 'Not published', content: failure, onClose: () => setFailure(undefined) }
        : description.dialog,
    }
  }
  action.action = 'publish'
  return action
}
