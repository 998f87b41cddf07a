import React from 'react'
import type { BannerContent, BannerIntention } from '../../content-model/types'
import { Button } from '../laika/Button'
import { classes } from '../laika/classes'
import { Text } from '../laika/Text'
import { ContentImage } from '../media/ContentImage'
import * as styles from './CtaBanner.module.css'

interface CtaBannerProps {
  content?: BannerContent | null
  /** SPEC 3.3: an action banner's intention (info, success, warning, danger) sets its colour. */
  intention?: BannerIntention
  /**
   * In a body the banner is an aside whose title is not part of the outline (the table of contents
   * lists the body's own headings); as a landing-page section its title is an h2.
   */
  placement: 'body' | 'section'
}

/** The call-to-action banner: ctaBanner and actionBanner, in bodies and landing pages alike. */
export function CtaBanner({ content, intention, placement }: CtaBannerProps): React.JSX.Element | null {
  const titleId = React.useId()
  if (!content) return null
  const Tag = placement === 'section' ? 'section' : 'aside'
  const Title = placement === 'section' ? 'h2' : 'p'
  return (
    <Tag
      className={classes(styles.banner, styles[intention ?? 'cta'], placement === 'section' && styles.section)}
      data-intention={intention}
      aria-labelledby={content.headingAlt ? titleId : undefined}
    >
      {content.mainImage?.gatsbyImageData ? (
        <ContentImage
          image={content.mainImage.gatsbyImageData}
          alt={content.mainImage.alt ?? ''}
          className={styles.image}
          sizes="(min-width: 48rem) 12rem, calc(100vw - 6rem)"
        />
      ) : null}
      <div className={styles.text}>
        {content.headingAlt ? (
          <Title id={titleId} className={styles.title}>
            {content.headingAlt}
          </Title>
        ) : null}
        {content.text ? <Text className={styles.body}>{content.text}</Text> : null}
      </div>
      {content.buttons?.length ? (
        <div className={styles.actions}>
          {content.buttons.map((b, i) => (
            <Button key={b._key ?? b.href} href={b.href} newTab={b.newTab} rank={i === 0 ? 'alpha' : 'beta'}>
              {b.text}
            </Button>
          ))}
        </div>
      ) : null}
    </Tag>
  )
}
