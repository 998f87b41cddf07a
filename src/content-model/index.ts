/**
 * The content model: every document and object type the site reads, declared once. The Studio
 * (studio/schema-types), the build's validation (validate.ts), the GraphQL schema and the page
 * shapes (types.ts) all follow these declarations; tests/unit/content-model holds them together.
 */
import type { DocumentDef, ObjectDef, PortableTextDef, TypeDef } from './define'
import * as ab from './objects/ab'
import * as bodyBlocks from './objects/body-blocks'
import * as classicNavigation from './objects/classic-navigation'
import * as common from './objects/common'
import * as company from './objects/company'
import * as footer from './objects/footer'
import * as menu from './objects/menu'
import * as portableText from './objects/portable-text'
import * as sections from './objects/sections'
import * as chrome from './documents/chrome'
import * as companyDocs from './documents/company'
import * as contentPages from './documents/content-pages'
import * as people from './documents/people'
import * as redirects from './documents/redirects'
import * as site from './documents/site'

const isType = (value: unknown): value is TypeDef =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as TypeDef).name === 'string' &&
  'type' in value &&
  ('fields' in value || 'of' in value)

const typesOf = (modules: object[]): TypeDef[] => modules.flatMap((m) => Object.values(m).filter(isType))

/** Every document type, in the order the Studio lists them. */
export const DOCUMENT_TYPES = typesOf([contentPages, people, site, chrome, companyDocs, redirects]) as DocumentDef[]

/** Every object type that fields and arrays name. */
export const OBJECT_TYPES = typesOf([common, portableText, bodyBlocks, sections, menu, ab, footer, classicNavigation, company]) as (
  ObjectDef | PortableTextDef
)[]

const BY_NAME = new Map<string, TypeDef>([...DOCUMENT_TYPES, ...OBJECT_TYPES].map((t) => [t.name, t]))

/** The declaration of a named type, or undefined for Sanity's own types. */
export function typeNamed(name: string): TypeDef | undefined {
  return BY_NAME.get(name)
}

export { BANNER_INTENTIONS } from './objects/body-blocks'
export { FEATURE_ICONS, LEAD_FORM_IDS, SECTION_MEMBERS } from './objects/sections'
