import React from 'react'
import type { BannerIntention, Section, SectionType } from '../../content-model/types'
import { CtaBanner } from '../banners/CtaBanner'
import { FigureImage } from '../content/blocks/FigureImage'
import { FigureTable } from '../content/blocks/FigureTable'
import { Quiz } from '../content/blocks/Quiz'
import { HubspotFormBlock } from '../forms/HubspotFormBlock'
import { VideoEmbed } from '../media/VideoEmbed'
/**
 * The one registry of the block components that bodies render (SPEC 3.3), the leaves landing-page
 * sections share with them (the call-to-action banner, the HubSpot form) included: each is imported
 * once, here, and RichText.tsx and section-views.tsx both start
 * from this module, so every page reaches these leaves, and their CSS, in the same order
 * (docs/architecture.md, "CSS order"). The section-only components stay with the sections' map, so
 * an article's chunk holds none of them.
 */

/**
 * A body block's value as the build checked it against the content model (src/node/cms/validate.ts);
 * its fields are read loosely, as `@portabletext/react` hands them over.
 */
// any: portable text hands blocks over untyped; src/node/cms/validate.ts checked their fields at build.
type BlockValue = any

/** The component of one body block type. */
export type BodyBlockView = (props: { value: BlockValue }) => React.JSX.Element | null

/** The component of one section type. */
export type SectionViewOf<T extends SectionType> = (props: { section: Extract<Section, { _type: T }> }) => React.JSX.Element | null

/**
 * The section types whose component is also a body block's: the landing pages' map
 * (SECTION_VIEWS in src/components/sections/section-views.tsx) takes them from here.
 */
export const SHARED_SECTION_VIEWS: { ctaBanner: SectionViewOf<'ctaBanner'>; hubspotForm: SectionViewOf<'hubspotForm'> } = {
  ctaBanner: ({ section }) => <CtaBanner content={section.content} placement="section" />,
  hubspotForm: ({ section }) => <HubspotFormBlock value={section} placement="section" />,
}

/**
 * The body blocks that render no rich text of their own (the quotes, which do, stay in RichText.tsx
 * with the rich-text renderer they recurse into).
 */
export const BODY_BLOCK_VIEWS: Record<string, BodyBlockView> = {
  figureImage: ({ value }) => <FigureImage image={value.image} caption={value.caption} />,
  figureTable: ({ value }) => <FigureTable rows={value.rows ?? []} caption={value.caption} />,
  ctaBanner: ({ value }) => <CtaBanner content={value.content} placement="body" />,
  actionBanner: ({ value }) => <CtaBanner content={value.content} intention={value.intention as BannerIntention} placement="body" />,
  videoEmbed: ({ value }) => <VideoEmbed {...value} />,
  hubspotForm: ({ value }) => <HubspotFormBlock value={value} placement="body" />,
  quiz: ({ value }) => <Quiz value={value} />,
}
