import React from 'react'
import type { PricingPlansSection } from '../../content-model/types'
import { Button } from '../laika/Button'
import { classes } from '../laika/classes'
import { Heading } from '../laika/Heading'
import { Text } from '../laika/Text'
import * as styles from './PricingPlans.module.css'
import { Section } from './Section'

/** Plan cards side by side from md; the highlighted plan (exactly one, checked at build) stands out. */
export function PricingPlans({ section }: { section: PricingPlansSection }): React.JSX.Element {
  return (
    <Section heading={section.heading}>
      <ul className={styles.plans}>
        {section.plans.map((plan) => (
          <li key={plan._key} className={classes(styles.plan, plan.highlighted && styles.highlighted)}>
            {plan.highlighted ? <span className={styles.badge}>Most popular</span> : null}
            <Heading level={3} size="Xl" className={styles.name}>
              {plan.name}
            </Heading>
            <p className={styles.price}>
              <span className={styles.amount}>{plan.price}</span>
              {plan.period ? <span className={styles.period}>{plan.period}</span> : null}
            </p>
            <Text muted>{plan.description}</Text>
            <ul className={styles.features}>
              {plan.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            <Button href={plan.cta.href} newTab={plan.cta.newTab} rank={plan.highlighted ? 'alpha' : 'beta'} className={styles.cta}>
              {plan.cta.text}
            </Button>
          </li>
        ))}
      </ul>
    </Section>
  )
}
