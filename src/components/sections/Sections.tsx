import React from 'react'
import type { ImageValue, Section, SectionType } from '../../content-model/types'
import { SECTION_VIEWS, type SectionViewOf } from '../blocks/registry'
import { Hero } from './Hero'

export function SectionView({ section }: { section: Section }): React.JSX.Element | null {
  const View = SECTION_VIEWS[section._type] as SectionViewOf<SectionType> | undefined
  // The build rejects unknown types (src/node/cms/validate.ts); a stale cache still renders nothing raw.
  return View ? <View section={section as never} /> : null
}

interface SectionsProps {
  sections: readonly Section[]
  /** The page's heading and main image: a leading hero becomes the page's header with them. */
  page?: { heading: string; mainImage?: ImageValue | null }
}

/** A landing page's sections in order; a leading hero is the page's header. */
export function Sections({ sections, page }: SectionsProps): React.JSX.Element {
  const [first, ...rest] = sections
  const header = page && first?._type === 'hero' ? first : undefined
  return (
    <>
      {header && page ? <Hero section={header} pageHeading={page.heading} fallbackImage={page.mainImage} /> : null}
      {(header ? rest : sections).map((section) => (
        <SectionView key={section._key} section={section} />
      ))}
    </>
  )
}
