import { Link } from 'gatsby'
import React from 'react'
import { site } from '../../config/site-config'
import { SiteLink } from '../../components/links/SiteLink'
import { useSiteWideContent } from '../../components/site-wide/use-site-wide-content'

/**
 * The main layout: a navigation slot, the page content and a footer (SPEC 2.1). The full
 * navigation, banners and footers of SPEC 2.2–2.5 fill these slots.
 */
export function MainLayout({ children }: { children: React.ReactNode }): React.JSX.Element {
  const siteWide = useSiteWideContent()
  return (
    <>
      <header className="site-header">
        <nav aria-label="Main">
          <Link to="/" className="logo">
            {site.brand.name}
          </Link>
          <Link to="/customers">Customers</Link>
          <Link to="/resellers">Partners</Link>
          <Link to="/pricing">Pricing</Link>
          <Link to="/quote" className="button">
            Get demo
          </Link>
        </nav>
      </header>
      <main id="main">{children}</main>
      <footer className="site-footer">
        <p>Connect people and spaces</p>
        <p className="legal">
          <Link to="/legal">Legal:</Link>{' '}
          {siteWide?.footerLegalItems.map((item, i) => (
            <React.Fragment key={item.href ?? item.title}>
              {i > 0 ? ' | ' : null}
              {item.href ? (
                <SiteLink href={item.href} newTab={item.newTab ?? false}>
                  {item.title}
                </SiteLink>
              ) : (
                item.title
              )}
            </React.Fragment>
          ))}{' '}
          | © {new Date().getFullYear()} {site.company}
        </p>
      </footer>
    </>
  )
}
