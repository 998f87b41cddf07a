import React from 'react'
import { Container } from '../laika/Container'
import { Theme } from '../laika/Theme'
import { LegalLine } from './LegalLine'
import * as styles from './Footer.module.css'

/** The slim-footer layout's footer (SPEC 2.1): only the main footer's legal line. */
export function SlimFooter(): React.JSX.Element {
  return (
    <Theme theme="anti" className={styles.footer}>
      <Container as="footer">
        <LegalLine />
      </Container>
    </Theme>
  )
}
