import React from 'react'
import type { LogoWallSection } from '../../content-model/types'
import { ContentImage } from '../media/ContentImage'
import * as styles from './LogoWall.module.css'
import { Section } from './Section'

/** Customer logos: each mark with the company's name, which is also the image's alt text. */
export function LogoWall({ section }: { section: LogoWallSection }): React.JSX.Element {
  return (
    <Section heading={section.heading} className={styles.wall}>
      <ul className={styles.logos}>
        {section.logos.map((logo) => (
          <li key={logo._key} className={styles.logo}>
            {/* The name is printed beside the mark, so the mark itself is decorative. */}
            <ContentImage image={logo.image.gatsbyImageData} alt="" sizes="2.5rem" className={styles.mark} />
            <span className={styles.name}>{logo.name}</span>
          </li>
        ))}
      </ul>
    </Section>
  )
}
