import React from 'react'
import { site } from '../../config/site-config'
import { countInWords, formatCount } from '../../lib/content/company-facts'
import { FiguresBand } from '../content/FiguresBand'
import { useCompanyFacts } from '../site-wide/use-company-facts'
import * as styles from './CareersStory.module.css'

/** /careers: who we are, in a paragraph and three facts (from the company facts document), above the list of offers. */
export function CareersStory(): React.JSX.Element {
  const facts = useCompanyFacts()
  const figures = [
    { value: formatCount(facts.headcount), label: `people in ${countInWords(facts.offices.length)} offices, about half remote` },
    { value: formatCount(facts.sites), label: 'sites managed on the platform' },
    { value: '16 weeks', label: 'of fully paid parental leave, everywhere' },
  ]
  return (
    <div className={styles.story}>
      <p>
        Every morning, {formatCount(facts.sites)} sites open their doors with {site.brand.name}: schools that lock down in seconds, gyms
        open all night, laboratories that show an inspector who entered the pharmacy. We design the readers, the controllers and the video
        intercom, write the firmware and the cloud behind them, and work with the installers who put them on the wall.
      </p>
      <FiguresBand figures={figures} label={`${site.brand.name} in figures`} />
    </div>
  )
}
