import { graphql, useStaticQuery } from 'gatsby'

/**
 * The site-wide CMS content (SPEC 3.6, 7.3): the newest nav-bar feature update, the footer's legal
 * items, the A/B campaigns and the three nav-bar menus; and the chrome's documents: the top banner,
 * the two footers' links and the classic navigation. Loaded once per build, so every page has it
 * without a request from the browser (SPEC 4.8's "once per session", done at build time).
 */
export function useSiteWideContent(): Queries.SiteWideContentQuery['siteWideContent'] {
  const data = useStaticQuery<Queries.SiteWideContentQuery>(graphql`
    query SiteWideContent {
      siteWideContent {
        navBarFeatureArticle {
          title
          href
          mainImage {
            alt
            clId
            # SPEC 9.9: the nav bar's 'What's new' card image.
            gatsbyImageData(width: 669, height: 376)
          }
        }
        footerLegalItems {
          title
          href
          newTab
        }
        abCampaigns {
          name
          variations {
            name
            chance
          }
        }
        navBarMenu {
          products {
            ...NavBarMenuColumns
          }
          solutions {
            ...NavBarMenuColumns
          }
          resources {
            ...NavBarMenuColumns
          }
        }
        topBanner {
          text
          position
          link {
            text
            href
            newTab
          }
          buyLink {
            text
            href
            newTab
          }
        }
        footers {
          main {
            ...SiteFooterLinks
          }
          classic {
            ...SiteFooterLinks
          }
        }
        classicNavigation {
          items {
            type
            text
            link {
              href
              target
            }
            icon {
              src
            }
            topics {
              text
              items {
                text
                href
                target
                icon {
                  src
                }
              }
            }
          }
        }
      }
    }
    fragment SiteFooterLinks on SiteFooter {
      columns {
        title
        links {
          title
          href
          newTab
          subtitle
        }
      }
      social {
        name
        url
      }
    }
    fragment NavBarMenuColumns on SiteNavBarMenu {
      columns {
        items {
          _type
          _key
          title
          href
          newTab
          showArrow
          eyebrow
          footer
          cardImage {
            public_id
          }
          image {
            alt
            # SPEC 9.9: the navigation card image, 310×257.
            gatsbyImageData(layout: FIXED, width: 310, height: 257)
          }
        }
      }
    }
  `)
  return data.siteWideContent
}
