import React from 'react'
import type { ImageValue, Section, SectionType } from '../../content-model/types'
import { ISLAND_TYPES, SHARED_SECTION_VIEWS, type SectionViewOf } from '../blocks/registry'
import { Static } from '../hydration/Static'
import { MaybeAbVariant } from '../ab-testing/AbVariant'
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
import * as styles from './Sections.module.css'

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
  leadForm: LeadFormSection,
}

/** A section in its A/B variant; a static part (Static.tsx) unless it has behaviour (a form). */
export function SectionView({ section }: { section: Section }): React.JSX.Element | null {
  const View = SECTION_VIEWS[section._type] as SectionViewOf<SectionType> | undefined
  // The build rejects unknown types (src/node/cms/validate.ts); a stale cache still renders nothing raw.
  if (!View) return null
  const variant = (
    <MaybeAbVariant tag={section.ab}>
      <View section={section} />
    </MaybeAbVariant>
  )
  return ISLAND_TYPES.has(section._type) ? variant : <Static>{variant}</Static>
}

/**
 * How many leading sections are the page's header: a leading hero, with the other variants of its
 * campaign right after it (SPEC 4.7: each visitor sees one of them as the header).
 */
export function headerCount(sections: readonly Section[]): number {
  const [first] = sections
  if (first?._type !== 'hero') return 0
  let count = 1
  while (first.ab && sections[count]?._type === 'hero' && sections[count]?.ab?.campaign === first.ab.campaign) count++
  return count
}

/**
 * Issue 27 (/quote's wide layout uses its right third): the index of a short feature grid (up to
 * three items, no A/B test) right after a lead form, which stands beside the form on wide screens
 * as its "what happens next" column; -1 when there is none.
 */
export function formAsideIndex(sections: readonly Section[], at: number): number {
  const [form, next] = [sections[at], sections[at + 1]]
  if (form?._type !== 'leadForm' || next?._type !== 'featureGrid' || form.ab || next.ab) return -1
  return next.items.length <= 3 ? at + 1 : -1
}

interface SectionsProps {
  sections: readonly Section[]
  /** The page's heading and main image: a leading hero becomes the page's header with them. */
  page?: { heading: string; mainImage?: ImageValue | null }
}

/**
 * A landing page's sections in order; a leading hero (each variant of it) is the page's header, and
 * a lead form's short feature grid its side column (formAsideIndex).
 */
export function Sections({ sections, page }: SectionsProps): React.JSX.Element {
  const headers = page ? sections.slice(0, headerCount(sections)) : []
  return (
    <>
      {page
        ? headers.map((header) =>
            header._type === 'hero' ? (
              <Static key={header._key}>
                <MaybeAbVariant tag={header.ab}>
                  <Hero section={header} pageHeading={page.heading} fallbackImage={page.mainImage} beforeForm={sections[headers.length]?._type === 'leadForm'} />
                </MaybeAbVariant>
              </Static>
            ) : null,
          )
        : null}
      {sections.map((section, i) => {
        if (i < headers.length || (i > 0 && formAsideIndex(sections, i - 1) === i)) return null
        const aside = formAsideIndex(sections, i) >= 0 ? sections[i + 1] : undefined
        if (aside?._type !== 'featureGrid') return <SectionView key={section._key} section={section} />
        return (
          <div key={section._key} className={styles.withAside}>
            <SectionView section={section} />
            <Static>
              <FeatureGrid section={aside} stacked />
            </Static>
          </div>
        )
      })}
    </>
  )
}
