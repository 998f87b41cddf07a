import React from 'react'
import type { TestimonialSection } from '../../content-model/types'
import { ContentImage } from '../media/ContentImage'
import * as styles from './Testimonial.module.css'

/** A customer's words, with their photo, name, job title and company. */
export function Testimonial({ section }: { section: TestimonialSection }): React.JSX.Element {
  return (
    <figure className={styles.testimonial}>
      <blockquote className={styles.quote}>
        <p>{section.quote}</p>
      </blockquote>
      <figcaption className={styles.author}>
        <ContentImage image={section.photo.gatsbyImageData} alt={section.photo.alt ?? ''} sizes="4rem" className={styles.photo} />
        <span>
          <span className={styles.name}>{section.name}</span>
          <span className={styles.role}>
            {section.jobTitle}, {section.company}
          </span>
        </span>
      </figcaption>
    </figure>
  )
}
