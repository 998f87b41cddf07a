import { typeNamed } from '../../content-model'
import type { CmsTypeName } from './queries'

/**
 * How the build turns each CMS `_type` into the site: the Gatsby node type it becomes and the
 * template that renders it (routable types only). Fields, required ones and rules are the content
 * model's (src/content-model), which the Studio shares.
 */
interface TypeModel {
  nodeType: string
  /** File name in src/templates/ (without .tsx); set for types that become pages. */
  template?: string
}

export const MODEL: Record<CmsTypeName, TypeModel> = {
  page: { nodeType: 'LandingPage', template: 'landing-page' },
  article: { nodeType: 'Article', template: 'article' },
  blogPost: { nodeType: 'BlogPost', template: 'blog-post' },
  featureUpdateArticle: { nodeType: 'FeatureUpdate', template: 'feature-update' },
  caseStudy: { nodeType: 'CaseStudy', template: 'case-study' },
  guide: { nodeType: 'Guide', template: 'guide' },
  academyCourse: { nodeType: 'AcademyCourse', template: 'academy-course' },
  legalPage: { nodeType: 'LegalPage', template: 'legal-page' },
  author: { nodeType: 'Author' },
  company: { nodeType: 'Company' },
  abCampaign: { nodeType: 'AbCampaign' },
  navBarMenu: { nodeType: 'NavBarMenu' },
  topBanner: { nodeType: 'TopBanner' },
  footer: { nodeType: 'Footer' },
  classicNavigation: { nodeType: 'ClassicNavigation' },
  companyFacts: { nodeType: 'CompanyFacts' },
  redirect: { nodeType: 'Redirect' },
}

export const CMS_TYPES = Object.keys(MODEL) as CmsTypeName[]

/** Whether documents of a CMS type have a field, in the content model. */
export function hasField(type: CmsTypeName, field: string): boolean {
  const declared = typeNamed(type)
  return !!declared && 'fields' in declared && declared.fields.some((f) => f.name === field)
}
