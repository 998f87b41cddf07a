import React from 'react'
import type { FeatureGridSection } from '../../content-model/types'
import { Card } from '../laika/Card'
import { classes } from '../laika/classes'
import { Heading } from '../laika/Heading'
import { Text } from '../laika/Text'
import { SiteLink } from '../links/SiteLink'
import { DESIGN_SYSTEM_BREAKPOINTS, imageSizes } from '../../lib/image-sizes'
import { ContentImage } from '../media/ContentImage'
import { FeatureIcon } from './FeatureIcon'
import * as styles from './FeatureGrid.module.css'
import { Section } from './Section'

/** Up to four columns on wide screens; five or six cards take rows of three, more take rows of four. */
export function columnCount(count: number): number {
  return count <= 4 ? Math.max(count, 1) : count % 4 === 0 || count > 6 ? 4 : 3
}
/**
 * Exactly three cards take one row of three from sm and one column below it: two columns would
 * leave a hole (2 + 1) on tablets (issue 27: grids fit their item counts).
 */
export const columnClass = (count: number): string | undefined => (count === 3 ? styles.row3 : styles[`columns${columnCount(count)}`])

/**
 * The `sizes` of an image filling a card: the container (1300px at most, less 3rem of page
 * padding) shared by the columns and their 1.5rem gaps from md, two columns from xsm, else one.
 * SPEC 9.9's max-width queries of the design-system image.
 */
export function cardImageSizes(count: number): string {
  const n = columnCount(count)
  const page = 'calc(100vw - 3rem)'
  if (n === 1) return imageSizes({ xsm: page, sm: page, md: page, lg: `min(1252px, ${page})` }, DESIGN_SYSTEM_BREAKPOINTS)
  const gaps = (n - 1) * 1.5
  const two = 'calc(50vw - 2.25rem)'
  const lg = `min(${Math.floor((1252 - gaps * 16) / n)}px, calc((100vw - ${3 + gaps}rem) / ${n}))`
  if (count === 3) return imageSizes({ xsm: page, sm: page, md: 'calc((100vw - 6rem) / 3)', lg }, DESIGN_SYSTEM_BREAKPOINTS)
  return imageSizes({ xsm: page, sm: two, md: two, lg }, DESIGN_SYSTEM_BREAKPOINTS)
}

/**
 * Feature cards with an icon or image: one column on phones, two from xsm, up to four from md;
 * `stacked`, one column at every width (beside a lead form, Sections).
 */
export function FeatureGrid({ section, stacked = false }: { section: FeatureGridSection; stacked?: boolean }): React.JSX.Element {
  return (
    <Section heading={section.heading}>
      <ul className={classes(styles.grid, stacked ? undefined : columnClass(section.items.length))}>
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
