import React from 'react'
import type { HeroSection, ImageValue } from '../../content-model/types'
import { Button } from '../laika/Button'
import { Heading } from '../laika/Heading'
import { Text } from '../laika/Text'
import { classes } from '../laika/classes'
import { ContentImage } from '../media/ContentImage'
import { DESIGN_SYSTEM_BREAKPOINTS, imageSizes } from '../../lib/media/image-sizes'
import * as styles from './Hero.module.css'

/**
 * The rendered width of the hero image, so the browser fetches the right file: the viewport less
 * the page's padding (1.5rem a side) and the hero's (1.5rem, 3rem from sm); from md, half of what
 * is left after the 3rem column gap, at most 554px (the container's maximum, 1300px). SPEC 9.9's
 * max-width queries of the design-system image. Keep in step with Hero.module.css.
 */
export const HERO_IMAGE_SIZES = imageSizes(
  { xsm: 'calc(100vw - 6rem)', sm: 'calc(100vw - 6rem)', md: 'calc(100vw - 9rem)', lg: 'min(554px, calc(50vw - 6rem))' },
  DESIGN_SYSTEM_BREAKPOINTS,
)

interface HeroProps {
  section: HeroSection
  /**
   * The page's own heading when the hero is the page's header: it becomes the h1, and the hero's
   * headline is shown under it unless the two are the same. Without it the headline is an h2.
   */
  pageHeading?: string
  /** The image when the section has none (the page's main image). */
  fallbackImage?: ImageValue | null
  /**
   * When the page's form comes right after (e.g. /quote), then below the wide layout the hero leaves
   * out its visual, so on a 390 px screen the form starts on the first screen.
   */
  beforeForm?: boolean
  /**
   * A variation of an A/B-tested header other than the first: its h1 is a heading by ARIA, so the
   * page's HTML has one `<h1>` and the variation a visitor sees still has its level-1 heading.
   */
  otherVariation?: boolean
}

/** The opening of a landing page: headline, lead, one or two calls to action and a visual. */
export function Hero({ section, pageHeading, fallbackImage, beforeForm = false, otherVariation = false }: HeroProps): React.JSX.Element {
  const image = section.image ?? fallbackImage
  const Tag = pageHeading ? 'header' : 'section'
  const separateTitle = pageHeading !== undefined && pageHeading !== section.heading
  return (
    <Tag className={styles.hero}>
      <div className={styles.text}>
        {separateTitle ? (
          <Heading level={1} size="Md" className={styles.title} ariaOnly={otherVariation}>
            {pageHeading}
          </Heading>
        ) : null}
        {separateTitle ? (
          <p className={styles.headline}>{section.heading}</p>
        ) : (
          <Heading
            level={pageHeading ? 1 : 2}
            size="Xxl"
            className={styles.headline}
            ariaOnly={otherVariation && pageHeading !== undefined}
          >
            {section.heading}
          </Heading>
        )}
        {section.text ? (
          <Text size="Lg" className={styles.lead}>
            {section.text}
          </Text>
        ) : null}
        {section.primaryCta || section.secondaryCta ? (
          <div className={styles.actions}>
            {section.primaryCta ? (
              <Button href={section.primaryCta.href} newTab={section.primaryCta.newTab}>
                {section.primaryCta.text}
              </Button>
            ) : null}
            {section.secondaryCta ? (
              <Button href={section.secondaryCta.href} newTab={section.secondaryCta.newTab} rank="beta">
                {section.secondaryCta.text}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
      {image?.gatsbyImageData ? (
        <ContentImage
          image={image.gatsbyImageData}
          alt={image.alt ?? ''}
          priority={pageHeading ? 'high' : 'lazy'}
          sizes={HERO_IMAGE_SIZES}
          className={classes(styles.image, beforeForm && styles.wideOnly)}
        />
      ) : null}
    </Tag>
  )
}
