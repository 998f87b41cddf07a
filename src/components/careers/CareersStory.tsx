import React from 'react'
import { site } from '../../config/site-config'
import { FiguresBand } from '../content/FiguresBand'
import * as styles from './CareersStory.module.css'

const FACTS = [
  { value: '240', label: 'people in six offices, about half remote' },
  { value: '9,000+', label: 'buildings on the platform' },
  { value: '16 weeks', label: 'of fully paid parental leave, everywhere' },
]

/** /careers: who we are, in a paragraph and three facts, above the list of offers. */
export function CareersStory(): React.JSX.Element {
  return (
    <div className={styles.story}>
      <p>
        Every morning, more than 9,000 buildings open their doors with {site.brand.name}: schools that lock down in seconds, gyms open all
        night, laboratories that show an inspector who entered the pharmacy. We design the readers, the controllers and the video intercom,
        write the firmware and the cloud behind them, and work with the installers who put them on the wall.
      </p>
      <FiguresBand figures={FACTS} label={`${site.brand.name} in figures`} />
    </div>
  )
}
