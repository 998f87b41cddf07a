import React from 'react'
import type { AbTag } from '../../content-model/types'
import { staticRuns } from '../../lib/hydration/static-runs'
import { MaybeAbVariation } from '../ab-testing/AbVariation'
import { BODY_ISLAND_VIEWS, ISLAND_TYPES } from '../blocks/islands'
import { StaticPart } from '../hydration/StaticPart'
import { classes } from '../laika/classes'
import type * as RichTextModule from './RichText'
import type { Block } from './RichText'
import * as styles from './Body.module.css'

/** A block with behaviour (a form, a video), in its A/B variation (SPEC 4.7), hydrated on its own. */
function IslandBlock({ block }: { block: Block }): React.JSX.Element | null {
  const View = BODY_ISLAND_VIEWS[block._type]
  return View ? (
    <MaybeAbVariation tag={block.ab as AbTag | null | undefined}>
      <View value={block} />
    </MaybeAbVariation>
  ) : null
}

/**
 * A rich-text body (SPEC 3.3). Its text and its blocks without behaviour are static parts, rendered
 * by RichText from a chunk the page it was built for never loads (StaticPart); a form or a video
 * between them is an island, hydrated on its own.
 */
export function Body({ value, className }: { value: unknown; className?: string }): React.JSX.Element {
  const runs = staticRuns((value as Block[] | null) ?? [], (block) => ISLAND_TYPES.has(block._type))
  const text = (blocks: Block[], attributes: { className?: string } = {}): React.JSX.Element => (
    <StaticPart module="richText" key={blocks[0]?._key} {...attributes}>
      {({ RichText }: typeof RichTextModule) => <RichText value={blocks} />}
    </StaticPart>
  )
  if (runs.every((run) => !run.island)) return text(runs[0]?.items ?? [], { className: classes(styles.body, className) })
  return (
    <div className={classes(styles.body, className)}>
      {runs.map((run) => (run.island ? <IslandBlock key={run.items[0]?._key} block={run.items[0] as Block} /> : text(run.items)))}
    </div>
  )
}
