import { site } from '../../config/site-config'
import { defineDocument } from '../define'

/** SPEC 4.7: an A/B campaign; pages show one variation per visitor, chosen before the first paint. */
export const abCampaign = defineDocument({
  name: 'abCampaign',
  title: 'A/B campaign',
  type: 'document',
  preview: { title: 'name' },
  fields: [
    {
      name: 'name',
      title: 'Name',
      type: 'string',
      required: true,
      description: "Used in the page's class and the ?ab-{campaign}= preview.",
    },
    { name: 'variations', title: 'Variations', type: 'array', required: true, rules: ['chancesSumTo100'], of: [{ type: 'abVariation' }] },
  ],
} as const)

/** SPEC 3.6: the three menus of the main navigation, each a document of a fixed id. */
export const navBarMenu = defineDocument({
  name: 'navBarMenu',
  title: 'Navigation menu',
  type: 'document',
  preview: { title: 'title' },
  singletonIds: Object.values(site.navBarMenuIds),
  fields: [
    { name: 'title', title: 'Title', type: 'string' },
    { name: 'columns', title: 'Columns', type: 'array', required: true, of: [{ type: 'navBarMenuColumn' }] },
  ],
} as const)
