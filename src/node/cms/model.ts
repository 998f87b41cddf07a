import { ACADEMY_LABELS, INDUSTRIES } from '../../lib/taxonomy'
import type { CmsTypeName } from './queries'

/**
 * The content model: for each CMS `_type`, the Gatsby node type it becomes, the template that
 * renders it (routable types only), its required fields and its links to other documents.
 * docs/content-model.md describes the same fields for editors.
 */
interface TypeModel {
  nodeType: string
  /** File name in src/templates/ (without .tsx); set for types that become pages. */
  template?: string
  required: string[]
  /** Projected id fields (see queries.ts) and the CMS type they must point to. */
  links?: Record<string, CmsTypeName>
  /** Fields whose value must be one of a fixed list. */
  enums?: Record<string, readonly string[]>
}

export { ACADEMY_LABELS, INDUSTRIES }
/** The block and section shapes live beside the model, in a module browser code may import. */
export { BODY_BLOCK_TYPES, SECTION_FIELDS, SECTION_TYPES } from './content-types'

/** SPEC 3.6 */
export const MENU_ITEM_TYPES = ['title', 'item', 'subItem', 'card'] as const

const CONTENT = ['heading', 'href']
const ARTICLE = [...CONTENT, 'publishedOn', 'body']

export const MODEL: Record<CmsTypeName, TypeModel> = {
  page: { nodeType: 'LandingPage', template: 'landing-page', required: [...CONTENT, 'sections'] },
  article: { nodeType: 'Article', template: 'article', required: ARTICLE, links: { authorRef: 'author' } },
  blogPost: { nodeType: 'BlogPost', template: 'blog-post', required: ARTICLE, links: { authorRef: 'author' } },
  featureUpdateArticle: {
    nodeType: 'FeatureUpdate',
    template: 'feature-update',
    required: [...ARTICLE, 'mainImage'],
    links: { authorRef: 'author' },
    enums: { showInNavBar: ['yes', 'no'] },
  },
  caseStudy: {
    nodeType: 'CaseStudy',
    template: 'case-study',
    required: [...CONTENT, 'body', 'customer', 'industry'],
    links: { authorRef: 'author' },
    enums: { industry: INDUSTRIES },
  },
  guide: { nodeType: 'Guide', template: 'guide', required: ARTICLE, links: { authorRef: 'author' } },
  academyCourse: {
    nodeType: 'AcademyCourse',
    template: 'academy-course',
    required: [...CONTENT, 'body', 'label'],
    links: { authorRef: 'author' },
    enums: { label: ACADEMY_LABELS },
  },
  legalPage: {
    nodeType: 'LegalPage',
    template: 'legal-page',
    required: [...CONTENT, 'body', 'priority'],
    links: { authorRef: 'author' },
  },
  author: { nodeType: 'Author', required: ['name'], links: { companyRef: 'company' } },
  company: { nodeType: 'Company', required: ['name'] },
  abCampaign: { nodeType: 'AbCampaign', required: ['name', 'variations'] },
  navBarMenu: { nodeType: 'NavBarMenu', required: ['columns'] },
}

export const CMS_TYPES = Object.keys(MODEL) as CmsTypeName[]

/**
 * The type a reference under a field of this name must point to (`author` → author), wherever it
 * sits: the projected links above (`authorRef`) named as editors see the field.
 */
export const REFERENCE_TARGETS: Readonly<Record<string, CmsTypeName>> = Object.fromEntries(
  Object.values(MODEL).flatMap((m) => Object.entries(m.links ?? {})).map(([field, type]) => [linkName(field), type]),
)

/** The field an editor sees for a projected link: `authorRef` is `author`. */
export function linkName(field: string): string {
  return field.replace(/Ref$/, '')
}
