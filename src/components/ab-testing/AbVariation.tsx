import React from 'react'
import type { AbTag } from '../../content-model/types'

/**
 * One variation of a campaign's content (SPEC 4.7). Render every variation's `AbVariation`: they are all
 * in the HTML, and the head's stylesheet (`abVariationCss`) shows the one of the body's
 * `ab-{campaign}-{variation}` class, the first variation without one, before the first paint.
 * The wrapper is `display: contents`, so it does not change the layout.
 */
export function AbVariation({
  campaign,
  variation,
  children,
}: {
  campaign: string
  variation: string
  children: React.ReactNode
}): React.JSX.Element {
  return (
    <div data-ab-campaign={campaign} data-ab-variation={variation}>
      {children}
    </div>
  )
}

/** Content tagged with a campaign's variation (a section's or body block's `ab`) inside its `AbVariation`; untagged as is. */
export function MaybeAbVariation({ tag, children }: { tag: AbTag | null | undefined; children: React.ReactNode }): React.JSX.Element {
  return tag ? (
    <AbVariation campaign={tag.campaign} variation={tag.variation}>
      {children}
    </AbVariation>
  ) : (
    <>{children}</>
  )
}
