import {
  PortableText,
  type PortableTextBlockComponent,
  type PortableTextComponents,
  type PortableTextMarkComponent,
  type PortableTextTypeComponent,
  type PortableTextTypeComponentProps,
} from '@portabletext/react'
import React from 'react'
import { headingAnchor, type TextBlock } from '../../lib/content/portable-text'
import { BODY_BLOCK_VIEWS } from '../blocks/registry'
import { SiteLink } from '../links/SiteLink'
import { describeAuthor, Quote } from './blocks/AuthorQuote'
import type { AbTag } from '../../content-model/types'
import { MaybeAbVariation } from '../ab-testing/AbVariation'
import * as styles from './RichText.module.css'

/** A body is a list of typed blocks (SPEC 3.3), checked against the content model at build time. */
export type Block = { _type: string; _key?: string; [field: string]: unknown }

/**
 * A heading with the anchor id the build gave it (SPEC 3.3). The page's own heading is its only
 * h1, so a body h1 is rendered as an h2 (styled as the larger heading).
 */
function heading(Tag: 'h2' | 'h3', className?: string): PortableTextBlockComponent {
  return function Heading({ value, children }) {
    return (
      <Tag id={headingAnchor(value as TextBlock)} className={className}>
        {children}
      </Tag>
    )
  }
}

/** A link mark (`link` or `internalLink`, SPEC 3.3): its text, linked when it has a target. */
const markLink: PortableTextMarkComponent<{ _type: string; href?: string; newTab?: boolean; project?: string }> = ({ value, children }) =>
  value?.href ? (
    <SiteLink href={value.href} newTab={value.newTab} project={value.project}>
      {children}
    </SiteLink>
  ) : (
    <>{children}</>
  )

/** SPEC 4.7: a body block tagged as a campaign's variation is wrapped so CSS shows the visitor's one. */
function inAbVariation(types: Record<string, PortableTextTypeComponent>): Record<string, PortableTextTypeComponent> {
  return Object.fromEntries(
    Object.entries(types).map(([type, View]) => [
      type,
      (props: PortableTextTypeComponentProps<Block>) => (
        <MaybeAbVariation tag={props.value.ab as AbTag | null | undefined}>
          <View {...props} />
        </MaybeAbVariation>
      ),
    ]),
  )
}

/**
 * SPEC 3.3 body blocks → components: those of the block registry (src/components/blocks/registry.tsx)
 * and the quotes, which render rich text with these same components. Anything else renders
 * nothing, never raw data.
 */
const components: PortableTextComponents = {
  block: { h1: heading('h2', styles.headingH1), h2: heading('h2'), h3: heading('h3') },
  types: inAbVariation({
    ...BODY_BLOCK_VIEWS,
    authorQuote: ({ value }) => (
      <Quote author={value.author} description={describeAuthor(value.author)}>
        <PortableText value={value.blocks ?? []} components={components} />
      </Quote>
    ),
    authorQuoteBlock: ({ value }) => (
      <Quote author={value.author} description={value.author?.jobTitle} image={value.mainImage ?? value.author?.image}>
        <PortableText value={value.body ?? []} components={components} />
      </Quote>
    ),
  }),
  // SPEC 2.10: `internalLink` is a reference to another document, projected to its href and project by the query.
  marks: { link: markLink, internalLink: markLink },
  unknownType: () => null,
  unknownMark: ({ children }) => <>{children}</>,
}

/**
 * Rich text (SPEC 3.3): text blocks, marks and every body block, by the one set of components. The
 * code of a body's static parts: in a chunk of its own (static-modules.ts), which a page shown from
 * the build's HTML never loads.
 */
export function RichText({ value }: { value: Block[] }): React.JSX.Element {
  return <PortableText value={value} components={components} onMissingComponent={false} />
}
