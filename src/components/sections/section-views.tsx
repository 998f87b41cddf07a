import React from 'react'
import type { ImageValue, Section, SectionType } from '../../content-model/types'
import { MaybeAbVariation } from '../ab-testing/AbVariation'
import { SHARED_SECTION_VIEWS, type SectionViewOf } from '../blocks/registry'
import { LeadFormSection } from '../forms/LeadFormSection'
import { ComparisonTable } from './ComparisonTable'
import { Faq } from './Faq'
import { FeatureGrid } from './FeatureGrid'
import { Hero } from './Hero'
import { LogoWall } from './LogoWall'
import { MediaText } from './MediaText'
import { PricingPlans } from './PricingPlans'
import { ProductCards } from './ProductCards'
import { RichTextSection } from './RichTextSection'
import { Stats } from './Stats'
import { Steps } from './Steps'
import { Testimonial } from './Testimonial'
import { TrustCentre } from './TrustCentre'

/** The landing pages' section components (SPEC 3.3); Sections.tsx lays the sections out. */

/** One map from section type to component (the content model lists the same types). */
export const SECTION_VIEWS: { [T in SectionType]: SectionViewOf<T> } = {
  ...SHARED_SECTION_VIEWS,
  hero: ({ section }) => <Hero section={section} />,
  richText: RichTextSection,
  featureGrid: FeatureGrid,
  stats: Stats,
  faq: Faq,
  mediaText: MediaText,
  logoWall: LogoWall,
  testimonial: Testimonial,
  productCards: ProductCards,
  pricingPlans: PricingPlans,
  steps: Steps,
  comparisonTable: ComparisonTable,
  trustCentre: TrustCentre,
  leadForm: LeadFormSection,
}

/** A section in its A/B variation (SPEC 4.7). */
export function SectionView({ section }: { section: Section }): React.JSX.Element | null {
  const View = SECTION_VIEWS[section._type] as SectionViewOf<SectionType> | undefined
  // The build rejects unknown types (src/node/cms/validate.ts); a stale cache still renders nothing raw.
  return View ? (
    <MaybeAbVariation tag={section.ab}>
      <View section={section} />
    </MaybeAbVariation>
  ) : null
}

/** A leading hero as the page's header (Sections.tsx, headerCount), in its A/B variation. */
export function HeaderHero({
  hero,
  page,
  beforeForm,
  otherVariation,
}: {
  hero: Extract<Section, { _type: 'hero' }>
  page: { heading: string; mainImage?: ImageValue | null }
  beforeForm: boolean
  /** Not the first of the header's variations (Hero's `otherVariation`). */
  otherVariation: boolean
}): React.JSX.Element {
  return (
    <MaybeAbVariation tag={hero.ab}>
      <Hero
        section={hero}
        pageHeading={page.heading}
        fallbackImage={page.mainImage}
        beforeForm={beforeForm}
        otherVariation={otherVariation}
      />
    </MaybeAbVariation>
  )
}

/** A lead form's short feature grid, stacked beside the form (Sections.tsx, formAsideIndex). */
export function AsideGrid({ section }: { section: Extract<Section, { _type: 'featureGrid' }> }): React.JSX.Element {
  return <FeatureGrid section={section} stacked />
}
