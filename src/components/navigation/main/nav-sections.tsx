import React from 'react'
import { site } from '../../../config/site-config'
import { groupMenuItems, type CardImage, type MenuBlock } from '../../../lib/navigation/menu-groups'
import { SiteLink } from '../../links/SiteLink'
import { ContentImage } from '../../media/ContentImage'
import type { useSiteWideContent } from '../../site-wide/use-site-wide-content'
import { LinksGroup } from './MenuColumn'
import { NavCard } from './NavCard'
import { GUIDE_CARD_HREF } from './use-guide-card-image'
import * as styles from './MainNavigation.module.css'

type SiteWide = ReturnType<typeof useSiteWideContent>

export interface NavSection {
  id: 'products' | 'solutions' | 'resources'
  title: string
  columns: MenuBlock[][]
  /** What the section adds below its last CMS column. */
  extra?: React.ReactNode
}

/** The three popups of the main navigation (SPEC 2.2 Reading B), from the nav-bar menus. */
export function navSections(siteWide: SiteWide, guideImage?: CardImage): NavSection[] {
  const columnsOf = (id: NavSection['id']): MenuBlock[][] =>
    (siteWide?.navBarMenu[id]?.columns ?? []).map((column) => groupMenuItems(column.items))
  return [
    {
      id: 'products',
      title: 'Products',
      columns: columnsOf('products'),
      extra: <WhatsNew article={siteWide?.navBarFeatureArticle ?? null} />,
    },
    { id: 'solutions', title: 'Solutions', columns: columnsOf('solutions') },
    {
      id: 'resources',
      title: 'Resources',
      columns: columnsOf('resources'),
      extra: (
        <NavCard
          href={GUIDE_CARD_HREF}
          image={guideImage}
          eyebrow="Guide"
          title="Download the comprehensive access control guide"
          footer="Get the guide"
          compact
        />
      ),
    },
  ]
}

type FeatureArticle = NonNullable<SiteWide>['navBarFeatureArticle']

/**
 * SPEC 2.2: the Products popup's 'What's new' card (the newest feature update shown in the nav
 * bar: title and a 'Read' link; its 669×376 image joins with the image pipeline) and links group.
 */
function WhatsNew({ article }: { article: FeatureArticle }): React.JSX.Element {
  return (
    <>
      {article ? (
        <div className={styles.whatsNewCard} data-testid="whats-new-card">
          <ContentImage image={article.mainImage?.gatsbyImageData} alt={article.mainImage?.alt ?? ''} className={styles.whatsNewImage} />
          <p className={styles.eyebrow}>Latest update</p>
          <p className={styles.whatsNewTitle}>{article.title}</p>
          <SiteLink href={article.href} aria-label={`Read: ${article.title}`}>
            Read
          </SiteLink>
        </div>
      ) : null}
      <LinksGroup
        title="What’s new"
        links={[
          { key: 'updates', title: 'All product updates', href: '/updates' },
          { key: 'docs', title: 'Product documentation', href: site.docsUrl },
        ]}
      />
    </>
  )
}
