import React from 'react'
import type { Section } from '../../content-model/types'
import { LeadFormSection } from '../forms/LeadFormSection'
import { HubspotFormBlock } from '../forms/HubspotFormBlock'
import { VideoEmbed } from '../media/VideoEmbed'

/**
 * The body blocks and section types with behaviour in the browser (docs/architecture.md,
 * "Hydrating less"): they hydrate, and their code is in the page's JavaScript. Every other block
 * and section is a static part, rendered by code the page loads only for a client-side navigation.
 */
export const ISLAND_TYPES: ReadonlySet<string> = new Set(['hubspotForm', 'videoEmbed', 'leadForm'])

/**
 * A body block's value as the build checked it against the content model (src/node/cms/validate.ts);
 * its fields are read loosely, as `@portabletext/react` hands them over.
 */
// any: portable text hands blocks over untyped; src/node/cms/validate.ts checked their fields at build.
type BlockValue = any

/** The component of one body block type. */
export type BodyBlockView = (props: { value: BlockValue }) => React.JSX.Element | null

/** The island body blocks' components (the registry's BODY_BLOCK_VIEWS holds them too). */
export const BODY_ISLAND_VIEWS: Record<string, BodyBlockView> = {
  videoEmbed: ({ value }) => <VideoEmbed {...value} />,
  hubspotForm: ({ value }) => <HubspotFormBlock value={value} placement="body" />,
}

/** The island section types' components (the sections' SECTION_VIEWS holds them too). */
export const SECTION_ISLAND_VIEWS: {
  hubspotForm: (props: { section: Extract<Section, { _type: 'hubspotForm' }> }) => React.JSX.Element
  leadForm: typeof LeadFormSection
} = {
  hubspotForm: ({ section }) => <HubspotFormBlock value={section} placement="section" />,
  leadForm: LeadFormSection,
}
