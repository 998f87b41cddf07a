import { defineDocument } from '../define'

/**
 * A redirect from an old address to a page (docs/content-model.md, "Redirects"). Every host of the
 * build applies it the same way; the build fails on a loop, a chain, a `from` a page serves and a
 * `to` that is no page (src/lib/navigation/redirects.ts). Publishing a page whose href changed
 * makes one from the old href (the Studio's publish action, docs/studio.md).
 */
export const redirect = defineDocument({
  name: 'redirect',
  title: 'Redirect',
  type: 'document',
  preview: { title: 'from', subtitle: 'to' },
  fields: [
    {
      name: 'from',
      title: 'From',
      type: 'string',
      required: true,
      rules: ['redirectFrom'],
      description: 'The old address, e.g. /blog/old-name; :name stands for one segment (/old-blog/:slug).',
    },
    {
      name: 'to',
      title: 'To',
      type: 'string',
      required: true,
      rules: ['redirectTo'],
      description: "A page's address (/blog/new-name, /blog/:slug with the placeholders of From), or an https address.",
    },
    {
      name: 'permanent',
      title: 'Permanent',
      type: 'boolean',
      description: 'On (or left empty): 301, the old address is gone for good. Off: 302, a temporary move.',
    },
  ],
} as const)
