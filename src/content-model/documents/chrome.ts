import { site } from '../../config/site-config'
import { defineDocument } from '../define'

/** SPEC 2.4: where the top banner sits: in the page flow, or fixed at the top of the window. */
export const BANNER_POSITIONS = ['static', 'floating'] as const

/**
 * SPEC 2.4: the top announcement banner, one document of a fixed id. The pages it skips are the
 * site's rule (src/lib/navigation/banner-visibility.ts), and it is never closable (SPEC 4.2).
 */
export const topBanner = defineDocument({
  name: 'topBanner',
  title: 'Top banner',
  type: 'document',
  preview: { title: 'text' },
  singletonIds: [site.topBannerId],
  fields: [
    { name: 'text', title: 'Announcement', type: 'string', required: true },
    {
      name: 'link',
      title: 'Link',
      type: 'button',
      required: true,
      description: 'The page it announces; utm parameters tell its visits apart.',
    },
    {
      name: 'buyLink',
      title: '“Buy now” link',
      type: 'button',
      required: true,
      description: 'The presale or store page; another site opens in a new tab.',
    },
    {
      name: 'position',
      title: 'Position',
      type: 'string',
      list: BANNER_POSITIONS,
      description: 'static (the default): above the page; floating: fixed at the top of the window.',
    },
  ],
})

/** SPEC 2.5: a footer's link columns and social links; the main footer and the classic footer are each a document of a fixed id. */
export const footer = defineDocument({
  name: 'footer',
  title: 'Footer',
  type: 'document',
  preview: { title: 'title' },
  singletonIds: Object.values(site.footerIds),
  fields: [
    { name: 'title', title: 'Title', type: 'string', description: 'For editors: which footer this is.' },
    { name: 'columns', title: 'Link columns', type: 'array', required: true, of: [{ type: 'footerColumn' }] },
    { name: 'social', title: 'Social links', type: 'array', of: [{ type: 'socialLink' }] },
  ],
})

/** SPEC 2.2 Reading A, 3.7: the classic navigation's menu, one document of a fixed id; its popups are its topics. */
export const classicNavigation = defineDocument({
  name: 'classicNavigation',
  title: 'Classic navigation',
  type: 'document',
  singletonIds: [site.classicNavigationId],
  fields: [{ name: 'items', title: 'Items', type: 'array', required: true, rules: ['classicNavItems'], of: [{ type: 'classicNavItem' }] }],
})
