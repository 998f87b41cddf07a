import React from 'react'
import type { ProductCardsSection } from '../../content-model/types'
import { Heading } from '../laika/Heading'
import { Text } from '../laika/Text'
import { SiteLink } from '../links/SiteLink'
import { ContentImage } from '../media/ContentImage'
import { cardImageSizes, gridAttributes } from './FeatureGrid'
import * as grid from './FeatureGrid.module.css'
import * as styles from './ProductCards.module.css'
import { Section } from './Section'

/**
 * Products as picture cards, each a link to its page; laid out like the feature grid, in at least
 * three columns on wide screens, so two cards do not become two banner-sized pictures.
 */
export function ProductCards({ section }: { section: ProductCardsSection }): React.JSX.Element {
  const columns = Math.max(section.items.length, 3)
  return (
    <Section heading={section.heading}>
      <ul className={grid.grid} {...gridAttributes(columns)}>
        {section.items.map((item) => (
          <li key={item._key} className={grid.item}>
            <article className={styles.card}>
              <ContentImage
                image={item.image.gatsbyImageData}
                alt={item.image.alt ?? ''}
                sizes={cardImageSizes(columns)}
                className={styles.image}
              />
              <div className={styles.body}>
                <Heading level={3} size="Lg" className={styles.title}>
                  <SiteLink href={item.href} className={grid.link}>
                    {item.title}
                  </SiteLink>
                </Heading>
                <Text muted className={styles.text}>
                  {item.text}
                </Text>
                <span className={styles.more} aria-hidden="true">
                  Learn more →
                </span>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  )
}
