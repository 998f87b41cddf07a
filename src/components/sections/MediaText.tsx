import React from 'react'
import type { MediaTextSection } from '../../content-model/types'
import { Button } from '../laika/Button'
import { Heading } from '../laika/Heading'
import { Text } from '../laika/Text'
import { ContentImage } from '../media/ContentImage'
import { DESIGN_SYSTEM_BREAKPOINTS, imageSizes } from '../../lib/media/image-sizes'
import * as styles from './MediaText.module.css'
import { Section } from './Section'

/** Image beside text from md, the image on alternating sides; stacked, image first, below md. */
/** The page less its padding; from md, half of it beside the text, at most 602px (SPEC 9.9, the design-system image). */
const MEDIA_IMAGE_SIZES = imageSizes(
  { xsm: 'calc(100vw - 3rem)', sm: 'calc(100vw - 3rem)', md: 'calc(100vw - 3rem)', lg: 'min(602px, calc(50vw - 3rem))' },
  DESIGN_SYSTEM_BREAKPOINTS,
)

export function MediaText({ section }: { section: MediaTextSection }): React.JSX.Element {
  return (
    <Section heading={section.heading}>
      {section.items.map((item, i) => (
        <div key={item._key} className={i % 2 === 1 ? `${styles.row} ${styles.flipped}` : styles.row}>
          <ContentImage image={item.image.gatsbyImageData} alt={item.image.alt ?? ''} sizes={MEDIA_IMAGE_SIZES} className={styles.image} />
          <div className={styles.text}>
            <Heading level={section.heading ? 3 : 2} size="Xl">
              {item.heading}
            </Heading>
            <Text size="Lg" muted>
              {item.text}
            </Text>
            {item.link ? (
              <Button href={item.link.href} newTab={item.link.newTab} rank="beta">
                {item.link.text}
              </Button>
            ) : null}
          </div>
        </div>
      ))}
    </Section>
  )
}
