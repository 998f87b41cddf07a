import React from 'react'
import type { ImageValue, Section } from '../../content-model/types'
import { MaybeAbVariation } from '../ab-testing/AbVariation'
import { SECTION_ISLAND_VIEWS } from '../blocks/islands'
import { StaticPart } from '../hydration/StaticPart'
import type * as Views from './section-views'
import * as styles from './Sections.module.css'

/** A form: the one kind of section with behaviour in the browser (an island). */
const isForm = (section: Section): section is Extract<Section, { _type: keyof typeof SECTION_ISLAND_VIEWS }> =>
  section._type === 'leadForm' || section._type === 'hubspotForm'

/**
 * One section as a page shows it: a form (an island) hydrates with the page; every other section is a
 * static part, rendered by section-views.tsx, whose code the page shown from the build never loads.
 */
export function SectionPart({ section }: { section: Section }): React.JSX.Element {
  if (isForm(section)) {
    const View = SECTION_ISLAND_VIEWS[section._type] as (props: { section: Section }) => React.JSX.Element
    return <View section={section} />
  }
  return <StaticPart module="sections">{({ SectionView }: typeof Views) => <SectionView section={section} />}</StaticPart>
}

/**
 * One section of a landing page. A form's A/B tag is applied here (a form in a test is shown to its
 * variation's visitors only); every other section's by its view (section-views.tsx).
 */
function PageSection({ section }: { section: Section }): React.JSX.Element {
  return (
    <MaybeAbVariation tag={isForm(section) ? section.ab : null}>
      <SectionPart section={section} />
    </MaybeAbVariation>
  )
}

/**
 * How many leading sections are the page's header: a leading hero, with the other variations of its
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
 * /quote's wide layout uses its right third: the index of a short feature grid (up to
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
 * A landing page's sections in order; a leading hero (each variation of it) is the page's header, and
 * a lead form's short feature grid its side column (formAsideIndex).
 */
export function Sections({ sections, page }: SectionsProps): React.JSX.Element {
  const headers = page ? sections.slice(0, headerCount(sections)) : []
  return (
    <>
      {page
        ? headers.map((header) =>
            header._type === 'hero' ? (
              <StaticPart module="sections" key={header._key}>
                {({ HeaderHero }: typeof Views) => (
                  <HeaderHero hero={header} page={page} beforeForm={sections[headers.length]?._type === 'leadForm'} />
                )}
              </StaticPart>
            ) : null,
          )
        : null}
      {sections.map((section, i) => {
        if (i < headers.length || (i > 0 && formAsideIndex(sections, i - 1) === i)) return null
        const aside = formAsideIndex(sections, i) >= 0 ? sections[i + 1] : undefined
        if (aside?._type !== 'featureGrid') return <PageSection key={section._key} section={section} />
        return (
          <div key={section._key} className={styles.withAside}>
            <PageSection section={section} />
            <StaticPart module="sections">{({ AsideGrid }: typeof Views) => <AsideGrid section={aside} />}</StaticPart>
          </div>
        )
      })}
    </>
  )
}
