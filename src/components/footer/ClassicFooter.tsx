import React from 'react'
import { site } from '../../config/site-config'
import type { SurfaceTheme } from '../../lib/laika/laika-theme'
import { CookieSettingsLink } from '../consent/CookieSettingsLink'
import { Container } from '../laika/Container'
import { Theme } from '../laika/Theme'
import { SiteLink } from '../links/SiteLink'
import { useSiteWideContent } from '../site-wide/use-site-wide-content'
import { FooterColumns, SocialLinks } from './FooterColumns'
import * as styles from './Footer.module.css'

/**
 * The classic footer of the classic layout (SPEC 2.5): logo, four columns and social links (the
 * classic footer's CMS document), the CMS legal pages (highest priority first) each in a new tab,
 * and 'Cookie settings' (SPEC 2.6). Theme 'pro' or 'anti'.
 */
export function ClassicFooter({ theme = 'anti' }: { theme?: SurfaceTheme }): React.JSX.Element {
  const siteWide = useSiteWideContent()
  const legal = siteWide?.footerLegalItems ?? []
  const links = siteWide?.footers.classic
  return (
    <Theme theme={theme} className={styles.footer}>
      <Container as="footer">
        <SiteLink href="/" className={styles.logo} aria-label={`${site.brand.name} home`}>
          {site.brand.name}
        </SiteLink>
        <>
          <FooterColumns columns={links?.columns ?? []} />
        </>
        <div className={styles.bottom}>
          <ul className={`${styles.legalLinks} legal`} aria-label="Legal">
            {legal.map((item) =>
              item.href ? (
                <li key={item.href}>
                  <SiteLink href={item.href} newTab>
                    {item.title}
                  </SiteLink>
                </li>
              ) : null,
            )}
            <li>
              <CookieSettingsLink />
            </li>
          </ul>
          <>
            <SocialLinks profiles={links?.social ?? []} />
          </>
        </div>
      </Container>
    </Theme>
  )
}
