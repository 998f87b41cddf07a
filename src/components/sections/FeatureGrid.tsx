import React from 'react'
import type { FeatureGridSection } from '../../content-model/types'
import { Card } from '../laika/Card'
import { Heading } from '../laika/Heading'
import { Text } from '../laika/Text'
import { SiteLink } from '../links/SiteLink'
import { gridColumns, tabletGridColumns } from '../../lib/content/grid-columns'
import { DESIGN_SYSTEM_BREAKPOINTS, imageSizes } from '../../lib/media/image-sizes'
import { ContentImage } from '../media/ContentImage'
import { FeatureIcon } from './FeatureIcon'
import * as styles from './FeatureGrid.module.css'
import { Section } from './Section'

/**
 * The grid's columns at each width, from the collection grids' one rule (src/lib/content/grid-columns.ts:
 * grids fit their item counts): `data-tablet-columns` from xsm (two) or md (three), an odd
 * last card of a two-column grid spanning the row; `data-columns` from lg.
 */
export function gridAttributes(count: number): { 'data-columns': number; 'data-tablet-columns': number } {
  return { 'data-columns': gridColumns(count), 'data-tablet-columns': tabletGridColumns(count) }
}

/**
 * The `sizes` of an image filling a card: the container (1300px at most, less 3rem of page
 * padding) shared by the columns and their 1.5rem gaps from md, two columns from xsm, else one.
 * SPEC 9.9's max-width queries of the design-system image.
 */
export function cardImageSizes(count: number): string {
  const n = gridColumns(count)
  const tablet = tabletGridColumns(count)
  const page = 'calc(100vw - 3rem)'
  if (n === 1) return imageSizes({ xsm: page, sm: page, md: page, lg: `min(1252px, ${page})` }, DESIGN_SYSTEM_BREAKPOINTS)
  const gaps = (n - 1) * 1.5
  const two = 'calc(50vw - 2.25rem)'
  const lg = `min(${Math.floor((1252 - gaps * 16) / n)}px, calc((100vw - ${3 + gaps}rem) / ${n}))`
  if (tablet === 3) return imageSizes({ xsm: page, sm: page, md: 'calc((100vw - 6rem) / 3)', lg }, DESIGN_SYSTEM_BREAKPOINTS)
  return imageSizes({ xsm: page, sm: two, md: two, lg }, DESIGN_SYSTEM_BREAKPOINTS)
}

/**
 * Feature cards with an icon or image: one column on phones, two from xsm, up to four from md;
 * `stacked`, one column at every width (beside a lead form, Sections).
 */
export function FeatureGrid({ section, stacked = false }: { section: FeatureGridSection; stacked?: boolean }): React.JSX.Element {
  return (
    <Section heading={section.heading}>
      <ul className={styles.grid} {...(stacked ? {} : gridAttributes(section.items.length))}>
        {section.items.map((item) => (
          <li key={item._key} className={styles.item}>
            <Card className={styles.card}>
              {item.image?.gatsbyImageData ? (
                <ContentImage image={item.image.gatsbyImageData} alt={item.image.alt ?? ''} sizes="4rem" className={styles.picture} />
              ) : item.icon ? (
                <span className={styles.icon}>
                  <FeatureIcon name={item.icon} />
                </span>
              ) : null}
              <Heading level={3} size="Lg" className={styles.title}>
                {item.href ? (
                  <SiteLink href={item.href} className={styles.link}>
                    {item.title}
                  </SiteLink>
                ) : (
                  item.title
                )}
              </Heading>
              <Text muted className={styles.text}>
                {item.text}
              </Text>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  )
}
