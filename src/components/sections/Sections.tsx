import React from 'react'
import type { ImageValue, Section } from '../../content-model/types'
import { AsideGrid, HeaderHero, SectionView } from './section-views'
import * as styles from './Sections.module.css'

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
        ? headers.map((header, i) =>
            header._type === 'hero' ? (
              <HeaderHero
                key={header._key}
                hero={header}
                page={page}
                beforeForm={sections[headers.length]?._type === 'leadForm'}
                otherVariation={i > 0}
              />
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
            <AsideGrid section={aside} />
          </div>
        )
      })}
    </>
  )
}
