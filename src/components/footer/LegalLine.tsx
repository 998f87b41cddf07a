import { graphql, useStaticQuery } from 'gatsby'
import React from 'react'
import { site } from '../../config/site-config'
import { CookieSettingsLink } from '../consent/CookieSettingsLink'
import { SiteLink } from '../links/SiteLink'
import { useSiteWideContent } from '../site-wide/use-site-wide-content'
import * as styles from './Footer.module.css'

/**
 * The main footer's legal line (SPEC 2.5): 'Legal:' → /legal, the CMS legal pages (highest priority
 * first, as the site-wide query sorts them) separated by '|', then the copyright, not a link; and
 * 'Cookie settings' (SPEC 2.6), which every footer has.
 */
export function LegalLine(): React.JSX.Element {
  const items = useSiteWideContent()?.footerLegalItems ?? []
  const year = useCopyrightYear()
  return (
    <>
      <p className={`${styles.legal} legal`}>
        <SiteLink href="/legal">Legal:</SiteLink>{' '}
        {items.map((item) => (
          <React.Fragment key={item.href ?? item.title}>
            {item.href ? (
              <SiteLink href={item.href} newTab={item.newTab ?? false}>
                {item.title}
              </SiteLink>
            ) : (
              item.title
            )}{' '}
            |{' '}
          </React.Fragment>
        ))}
        <span>
          © {year} {site.company}
        </span>
      </p>
      <CookieSettingsLink />
    </>
  )
}

/** The year the site was built (gatsby-config's siteMetadata), the same on the server and in the browser. */
function useCopyrightYear(): number | null {
  const data = useStaticQuery<Queries.CopyrightYearQuery>(graphql`
    query CopyrightYear {
      site {
        siteMetadata {
          copyrightYear
        }
      }
    }
  `)
  return data.site?.siteMetadata?.copyrightYear ?? null
}
