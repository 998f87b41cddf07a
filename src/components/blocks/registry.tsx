import React from 'react'
import type { BannerIntention, Section, SectionType } from '../../content-model/types'
import { CtaBanner } from '../banners/CtaBanner'
import { FigureImage } from '../content/blocks/FigureImage'
import { FigureTable } from '../content/blocks/FigureTable'
import { HubspotFormBlock } from '../forms/HubspotFormBlock'
import { LeadFormSection } from '../forms/LeadFormSection'
import { VideoEmbed } from '../media/VideoEmbed'
import { ComparisonTable } from '../sections/ComparisonTable'
import { Faq } from '../sections/Faq'
import { FeatureGrid } from '../sections/FeatureGrid'
import { Hero } from '../sections/Hero'
import { LogoWall } from '../sections/LogoWall'
import { MediaText } from '../sections/MediaText'
import { PricingPlans } from '../sections/PricingPlans'
import { ProductCards } from '../sections/ProductCards'
import { RichTextSection } from '../sections/RichTextSection'
import { Stats } from '../sections/Stats'
import { Steps } from '../sections/Steps'
import { Testimonial } from '../sections/Testimonial'

/**
 * The one registry of block components: which component renders each landing-page section type
 * (SPEC 4) and each body block type (SPEC 3.3). A leaf used in both (the call-to-action banner, the
 * HubSpot form) is imported once, here, so every page that renders blocks reaches the leaves, and
 * their CSS, in the same order (docs/architecture.md, "CSS order").
 */

/** The component of one section type. */
export type SectionViewOf<T extends SectionType> = (props: { section: Extract<Section, { _type: T }> }) => React.JSX.Element | null

/** One map from section type to component (the content model lists the same types). */
export const SECTION_VIEWS: { [T in SectionType]: SectionViewOf<T> } = {
  hero: ({ section }) => <Hero section={section} />,
  richText: RichTextSection,
  featureGrid: FeatureGrid,
  stats: Stats,
  ctaBanner: ({ section }) => <CtaBanner content={section.content} placement="section" />,
  faq: Faq,
  mediaText: MediaText,
  logoWall: LogoWall,
  testimonial: Testimonial,
  productCards: ProductCards,
  pricingPlans: PricingPlans,
  steps: Steps,
  comparisonTable: ComparisonTable,
  hubspotForm: ({ section }) => <HubspotFormBlock value={section} placement="section" />,
  leadForm: LeadFormSection,
}

/**
 * A body block's value as the build checked it against the content model (src/node/cms/validate.ts);
 * its fields are read loosely, as `@portabletext/react` hands them over.
 */
// any: portable text hands blocks over untyped; src/node/cms/validate.ts checked their fields at build.
type BlockValue = any

/** The component of one body block type. */
export type BodyBlockView = (props: { value: BlockValue }) => React.JSX.Element | null

/**
 * The body blocks that render no rich text of their own (the quotes, which do, stay in Body.tsx
 * with the rich-text renderer they recurse into).
 */
export const BODY_BLOCK_VIEWS: Record<string, BodyBlockView> = {
  figureImage: ({ value }) => <FigureImage image={value.image} caption={value.caption} />,
  figureTable: ({ value }) => <FigureTable rows={value.rows ?? []} caption={value.caption} />,
  ctaBanner: ({ value }) => <CtaBanner content={value.content} placement="body" />,
  actionBanner: ({ value }) => <CtaBanner content={value.content} intention={value.intention as BannerIntention} placement="body" />,
  videoEmbed: ({ value }) => <VideoEmbed {...value} />,
  hubspotForm: ({ value }) => <HubspotFormBlock value={value} placement="body" />,
}
